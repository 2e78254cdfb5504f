// Written by singletable-testkit: Query on a global secondary index keyed by several attributes.
//
// dynalite keeps such an index like any other: an index entry's storage key is the first HASH
// value's hash prefix followed by every key value in KeySchema order, each encoded so that text
// order is the value's DynamoDB order (strings and binary by bytes, numbers by value) and ended by
// '/'. So the entries of one partition are stored in the order of the tuple of RANGE values, and a
// key condition is one contiguous span of storage keys. Writes, backfills, projections, Scan,
// filters, Limit, page size and LastEvaluatedKey are dynalite's own; only the key condition's
// checks and its span are computed here.
'use strict'

var path = require('path')
var keySchemas = require('./singletable-key-schemas.js')

var TOO_MANY_CONDITIONS = 'Conditions can be of length 1 or 2 only'
var MOST_CONDITIONS = 8 // four HASH and four RANGE attributes
var NOT_INDEXABLE = [ 'NULL', 'NOT_NULL', 'NE', 'CONTAINS', 'NOT_CONTAINS', 'IN' ]
var AFTER_ALL = '~' // sorts after every character of an encoded key

exports.install = function install (home) {
  var db = require(path.join(home, 'db'))
  var validation = require(path.join(home, 'validations', 'query'))
  validation.custom = withDeferredConditionCount(validation.custom)
  var action = require.resolve(path.join(home, 'actions', 'query'))
  var query = require(action)
  require.cache[action].exports = withMultiAttributeIndexes(query, db)
}

// dynalite refuses more than two key conditions before it knows the table; a multi-attribute
// index takes up to eight, so that refusal waits until the index is known.
function withDeferredConditionCount (custom) {
  return function (data, store) {
    var message = custom(data, store)
    var count = Object.keys(data.KeyConditions || {}).length
    if (message == TOO_MANY_CONDITIONS && count > 2 && count <= MOST_CONDITIONS) {
      data._singletableTooManyConditions = message
      return undefined
    }
    return message
  }
}

function withMultiAttributeIndexes (query, db) {
  return function (store, data, cb) {
    var deferred = data._singletableTooManyConditions
    if (!data.IndexName && !deferred) return query(store, data, cb)
    store.getTable(data.TableName, function (err, table) {
      // dynalite's refusal came before the table lookup, so it still wins over a missing table.
      if (deferred && (err || !multiAttributeIndex(table, data.IndexName))) {
        return cb(db.validationError(deferred))
      }
      if (err) return cb(err)
      var index = multiAttributeIndex(table, data.IndexName)
      if (!index) return query(store, data, cb)
      var problem = refusal(db, table, index, data)
      if (problem) return cb(db.validationError(problem))
      db.queryTable(store, table, data, span(db, table, index, data), false, false, keyNames(table, index), cb)
    })
  }
}

function multiAttributeIndex (table, name) {
  var index = (table.GlobalSecondaryIndexes || []).filter(function (i) { return i.IndexName == name })[0]
  return index && keySchemas.isMultiAttribute(index.KeySchema) ? index : null
}

// The attributes of a starting key: the table's key and the index's, each once.
function keyNames (table, index) {
  var names = table.KeySchema.concat(index.KeySchema).map(function (key) { return key.AttributeName })
  return names.filter(function (name, i) { return names.indexOf(name) == i })
}

// The index's key attributes of one kind, with their defined types, in KeySchema order.
function keyAttributes (table, index, kind) {
  return index.KeySchema.filter(function (key) { return key.KeyType == kind }).map(function (key) {
    var definition = table.AttributeDefinitions.filter(function (d) { return d.AttributeName == key.AttributeName })[0]
    return { name: key.AttributeName, type: definition.AttributeType }
  })
}

// What DynamoDB refuses in a Query of a multi-attribute index, in the order dynalite checks an
// ordinary index: the starting key's shape, the key conditions attribute by attribute, the
// starting key against the conditions, then projection and filter.
function refusal (db, table, index, data) {
  if (data.ConsistentRead) return 'Consistent reads are not supported on global secondary indexes'
  var hashes = keyAttributes(table, index, 'HASH'), ranges = keyAttributes(table, index, 'RANGE')
  var conditions = data.KeyConditions, start = data.ExclusiveStartKey
  if (start && Object.keys(start).length != keyNames(table, index).length) return 'The provided starting key is invalid'
  var all = hashes.concat(ranges)
  for (var i = 0; i < all.length; i++) {
    var attribute = all[i], isHash = i < hashes.length
    if (start) {
      if (!start[attribute.name]) return 'The provided starting key is invalid'
      var invalid = db.validateKeyPiece(start, attribute.name, attribute.type, isHash)
      if (invalid) return invalid.body.message
    }
    var condition = conditions[attribute.name]
    if (!condition) {
      if (isHash) return 'Query condition missed key schema element: ' + attribute.name
      continue
    }
    if (NOT_INDEXABLE.indexOf(condition.ComparisonOperator) >= 0) {
      return 'Attempted conditional constraint is not an indexable operation'
    }
    if (condition.AttributeValueList.some(function (value) { return value[attribute.type] == null })) {
      return 'One or more parameter values were invalid: Condition parameter type does not match schema type'
    }
    if (isHash && condition.ComparisonOperator != 'EQ') return 'Query key condition not supported'
  }
  var names = all.map(function (a) { return a.name })
  if (Object.keys(conditions).some(function (name) { return names.indexOf(name) < 0 })) {
    return 'Query key condition not supported'
  }
  var gap = rangeGap(ranges, conditions)
  if (gap) return gap
  return startKeyRefusal(db, table, hashes, ranges, data) || projectionRefusal(db, table, index, data)
}

// A RANGE attribute with a condition needs an equality on every RANGE attribute before it.
function rangeGap (ranges, conditions) {
  for (var later = 1; later < ranges.length; later++) {
    if (!conditions[ranges[later].name]) continue
    for (var prior = 0; prior < later; prior++) {
      var condition = conditions[ranges[prior].name]
      if (!condition || condition.ComparisonOperator != 'EQ') {
        return 'RANGE key attributes ' + ranges[prior].name + ' must have equality conditions specified' +
          ' in the query because a condition is present on key attribute ' + ranges[later].name
      }
    }
  }
  return null
}

function startKeyRefusal (db, table, hashes, ranges, data) {
  var start = data.ExclusiveStartKey, conditions = data.KeyConditions
  if (!start) return null
  var tableKey = {}
  table.KeySchema.forEach(function (key) { tableKey[key.AttributeName] = start[key.AttributeName] })
  var invalid = db.validateKey(tableKey, table)
  if (invalid) return 'The provided starting key is invalid: ' + invalid.body.message
  var outside = hashes.some(function (attribute) {
    return !db.compare('EQ', start[attribute.name], conditions[attribute.name].AttributeValueList)
  })
  if (outside) return 'The provided starting key is outside query boundaries based on provided conditions'
  var unmatched = ranges.some(function (attribute) {
    var condition = conditions[attribute.name]
    return condition && !db.compare(condition.ComparisonOperator, start[attribute.name], condition.AttributeValueList)
  })
  return unmatched ? 'The provided starting key does not match the range key predicate' : null
}

function projectionRefusal (db, table, index, data) {
  var invalid = db.validateKeyPaths((data._projection || {}).nestedPaths, table)
  if (invalid) return invalid.body.message
  if (data.QueryFilter || data._filter) {
    var heads = data.QueryFilter ? data.QueryFilter : data._filter.pathHeads
    var named = data.QueryFilter ? 'QueryFilter' : 'Filter Expression'
    var key = index.KeySchema.filter(function (k) { return heads[k.AttributeName] })[0]
    if (key) {
      return named + ' can only contain non-primary key attributes: Primary key attribute: ' + key.AttributeName
    }
  }
  if (data.Select == 'ALL_ATTRIBUTES' && index.Projection.ProjectionType != 'ALL') {
    return 'One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for' +
      ' global secondary index ' + index.IndexName + ' because its projection type is not ALL'
  }
  invalid = db.validateKeyPaths((data._filter || {}).nestedPaths, table)
  return invalid ? invalid.body.message : null
}

// The span of storage keys the conditions select, as the level-db range options queryTable reads:
// the partition's values and the leading RANGE equalities fix a prefix; a last condition of
// another kind bounds the next value.
function span (db, table, index, data) {
  var conditions = data.KeyConditions
  var values = index.KeySchema.map(function (key) {
    var condition = conditions[key.AttributeName]
    return condition && { key: key.AttributeName, operator: condition.ComparisonOperator, list: condition.AttributeValueList }
  })
  var given = values.filter(Boolean)
  var last = given[given.length - 1]
  var fixed = last.operator == 'EQ' ? given : given.slice(0, -1)
  var first = fixed[0].list[0], firstType = Object.keys(first)[0]
  var prefix = db.hashPrefix(first[firstType], firstType) + '/' +
    fixed.map(function (v) { return db.toRangeStr(v.list[0]) + '/' }).join('')
  var options = { reverse: data.ScanIndexForward === false, limit: data.Limit ? data.Limit + 1 : -1 }
  var low = last.list[0] && db.toRangeStr(last.list[0])
  switch (last.operator) {
  case 'EQ': options.gte = prefix; options.lt = prefix + AFTER_ALL; break
  case 'LT': options.gte = prefix; options.lt = prefix + low + '/'; break
  case 'LE': options.gte = prefix; options.lte = prefix + low + '/' + AFTER_ALL; break
  case 'GT': options.gt = prefix + low + '/' + AFTER_ALL; options.lt = prefix + AFTER_ALL; break
  case 'GE': options.gte = prefix + low + '/'; options.lt = prefix + AFTER_ALL; break
  case 'BEGINS_WITH': options.gte = prefix + low + '/'; options.lt = prefix + low + AFTER_ALL; break
  case 'BETWEEN':
    options.gte = prefix + low + '/'
    options.lte = prefix + db.toRangeStr(last.list[1]) + '/' + AFTER_ALL
    break
  }
  if (data.ExclusiveStartKey) {
    var after = db.createIndexKey(data.ExclusiveStartKey, table, index.KeySchema)
    if (options.reverse) { delete options.lt; delete options.lte; options.lt = after }
    else { delete options.gt; delete options.gte; options.gt = after }
  }
  return options
}
