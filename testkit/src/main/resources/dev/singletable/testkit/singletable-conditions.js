// Written by singletable-testkit: equality of lists and maps in condition and filter expressions.
//
// DynamoDB compares a list or a map with `=`, `<>` and `IN` by value: two lists are equal when they
// hold equal elements in the same order, two maps when they hold the same names with equal values,
// at any depth. dynalite compares them by object identity, so `#tags = :tags` is false even against
// the very value stored: a write conditioned on an item being unchanged can never succeed, and a
// Query or Scan filtered on a list or a map never returns an item. This patch evaluates the
// condition expressions of PutItem, UpdateItem and DeleteItem (and so of TransactWriteItems, which
// the gateway runs through them) and the filter expressions of Query and Scan (tables and indexes)
// with value equality for lists and maps; every other comparison is still dynalite's own.
'use strict'

var path = require('path')

exports.install = function install (home) {
  var db = require(path.join(home, 'db'))
  var Big = require(require.resolve('big.js', { paths: [ home ] }))
  var original = db.checkConditional
  db.checkConditional = function checkConditional (data, existingItem) {
    if (!data._condition || !comparesEquality(data._condition.expression)) {
      return original(data, existingItem)
    }
    if (!matches(db, Big, existingItem || {}, data._condition.expression)) {
      // dynalite's own refusal: the same error object, so the gateway's handling is unchanged
      return original({ _condition: { expression: { type: 'not', args: [ TRUE ] } } }, {})
    }
    return null
  }
  // Query and Scan (the native multi-attribute Query too) all read through db.queryTable, which
  // filters each item it read with dynalite's evaluation of data._filter.expression.
  var queryTable = db.queryTable
  db.queryTable = function (store, table, data, opts, isLocal, fetchFromItemDb, startKeyNames, cb) {
    if (data._filter && comparesEquality(data._filter.expression)) {
      var filter = Object.assign({}, data._filter, { expression: evaluatedHere(db, Big, data._filter.expression) })
      data = Object.assign({}, data, { _filter: filter })
    }
    return queryTable(store, table, data, opts, isLocal, fetchFromItemDb, startKeyNames, cb)
  }
}

// An expression that always holds: attribute_not_exists of a name no item has.
var TRUE = { type: 'function', name: 'attribute_not_exists', args: [ [ '\u0000singletable' ] ] }

// Whether the expression has an `=`, `<>` or `IN` anywhere: only then is it evaluated here (an
// operand may be a list or a map, given as a value or read from the item), so that other
// expressions keep dynalite's path exactly. Where no operand is a document, each comparison below
// is still dynalite's own.
function comparesEquality (expr) {
  if (!expr || typeof expr != 'object' || Array.isArray(expr)) return false // a value or a path
  if (EQUALITIES.indexOf(expr.type) >= 0) return true
  return Array.isArray(expr.args) && expr.args.some(comparesEquality)
}

var EQUALITIES = [ '=', '<>', 'IN', 'in' ]

// A filter node that dynalite's matchesExprFilter evaluates with this file's matches(). For a
// comparison node dynalite resolves the operands with `args.map(operand => resolveArg(operand,
// item))`, where a path operand is read with mapPath, which answers { M: item } for the empty path;
// then it compares the first operand with the rest. So these args read the whole item through the
// empty path, evaluate the filter here, and answer two operands that dynalite's `=` finds equal
// exactly when the filter holds.
function evaluatedHere (db, Big, expression) {
  return {
    type: '=',
    args: {
      map: function (resolve) {
        var item = resolve([]).M
        return matches(db, Big, item, expression) ? [ HOLDS, HOLDS ] : [ HOLDS, FAILS ]
      },
    },
  }
}

var HOLDS = { S: 'holds' }
var FAILS = { S: 'fails' }

function matches (db, Big, item, expr) {
  switch (expr.type) {
  case 'and': return matches(db, Big, item, expr.args[0]) && matches(db, Big, item, expr.args[1])
  case 'or': return matches(db, Big, item, expr.args[0]) || matches(db, Big, item, expr.args[1])
  case 'not': return !matches(db, Big, item, expr.args[0])
  }
  var args = expr.args.map(function (arg) { return Array.isArray(arg) ? db.mapPath(arg, item) : arg })
  var documents = args.some(function (arg) { return arg && (arg.L || arg.M) })
  var type = expr.type
  if (documents && (type == '=' || type == '<>' || type == 'IN' || type == 'in')) {
    var first = args[0]
    var rest = args.slice(1)
    var found = rest.some(function (other) { return equal(Big, first, other) })
    return type == '<>' ? !found : found
  }
  // Anything else (size(), functions, ordering) on a document: dynalite's evaluation of this node.
  return db.matchesExprFilter(item, expr)
}

function equal (Big, a, b) {
  if (!a || !b) return false
  var type = Object.keys(a)[0]
  if (type != Object.keys(b)[0]) return false
  var x = a[type]
  var y = b[type]
  switch (type) {
  case 'L':
    return x.length == y.length && x.every(function (value, i) { return equal(Big, value, y[i]) })
  case 'M':
    var names = Object.keys(x)
    return names.length == Object.keys(y).length &&
      names.every(function (name) { return name in y && equal(Big, x[name], y[name]) })
  case 'N':
    return new Big(x).eq(y)
  case 'NS':
    return x.length == y.length &&
      x.every(function (n) { return y.some(function (m) { return new Big(n).eq(m) }) })
  case 'SS':
  case 'BS':
    return x.length == y.length && x.every(function (value) { return y.indexOf(value) >= 0 })
  default:
    return x === y
  }
}
