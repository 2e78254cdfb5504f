// Written by singletable-testkit: equality of lists and maps in condition expressions.
//
// DynamoDB compares a list or a map with `=`, `<>` and `IN` by value: two lists are equal when they
// hold equal elements in the same order, two maps when they hold the same names with equal values,
// at any depth. dynalite compares them by object identity, so `#tags = :tags` is false even against
// the very value stored, and a write conditioned on an item being unchanged can never succeed when
// the item holds a list or a map. This patch evaluates the condition expressions of PutItem,
// UpdateItem and DeleteItem (and so of TransactWriteItems, which the gateway runs through them)
// with value equality for lists and maps; every other comparison is still dynalite's own.
'use strict'

var path = require('path')

exports.install = function install (home) {
  var db = require(path.join(home, 'db'))
  var Big = require(require.resolve('big.js', { paths: [ home ] }))
  var original = db.checkConditional
  db.checkConditional = function checkConditional (data, existingItem) {
    if (!data._condition || !mentionsDocument(data._condition.expression)) {
      return original(data, existingItem)
    }
    if (!matches(db, Big, existingItem || {}, data._condition.expression)) {
      // dynalite's own refusal: the same error object, so the gateway's handling is unchanged
      return original({ _condition: { expression: { type: 'not', args: [ TRUE ] } } }, {})
    }
    return null
  }
}

// An expression that always holds: attribute_not_exists of a name no item has.
var TRUE = { type: 'function', name: 'attribute_not_exists', args: [ [ '\u0000singletable' ] ] }

// Whether a list or map value is an operand anywhere in the expression: only then is it evaluated
// here, so that conditions on scalars keep dynalite's path exactly.
function mentionsDocument (expr) {
  if (!expr || typeof expr != 'object') return false
  if (Array.isArray(expr)) return false // a path
  if (expr.L || expr.M) return true
  return (expr.args || []).some(mentionsDocument)
}

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
