// Written by singletable-testkit: lets CreateTable and UpdateTable define global secondary indexes
// keyed by several attributes (up to four HASH, then up to four RANGE elements), which DynamoDB
// accepts since November 2025 and dynalite refuses. Tables and local secondary indexes keep one
// HASH and at most one RANGE element.
'use strict'

var path = require('path')

var INVALID = 'One or more parameter values were invalid: '
var MOST_PER_KIND = 4

// Called before dynalite is loaded, like the other patches: validations are read from require's
// cache, and their members are looked up again on every request.
exports.install = function install (home) {
  var creation = require(path.join(home, 'validations', 'createTable'))
  var update = require(path.join(home, 'validations', 'updateTable'))
  // DynamoDB bounds the elements by kind (below), no longer by the length of the list.
  delete creation.types.GlobalSecondaryIndexes.children.children.KeySchema.lengthLessThanOrEqual
  delete update.types.GlobalSecondaryIndexUpdates.children.children.Create.children.KeySchema
    .lengthLessThanOrEqual
  creation.custom = withMultiAttributeIndexes(creation.custom)
}

exports.isMultiAttribute = isMultiAttribute
exports.keySchemaProblem = keySchemaProblem

// True for a key schema that only a multi-attribute index can have: more than two elements, or
// a second HASH element.
function isMultiAttribute (keySchema) {
  return keySchema.length > 2 || (keySchema.length == 2 && keySchema[1].KeyType == 'HASH')
}

// DynamoDB's refusal of a global secondary index's key schema, or null when it is allowed.
function keySchemaProblem (keySchema) {
  if (keySchema[0].KeyType != 'HASH') {
    return 'Invalid KeySchema: The first KeySchemaElement is not a HASH key type'
  }
  if (!isMultiAttribute(keySchema)) {
    if (keySchema[1] && keySchema[1].KeyType != 'RANGE') {
      return 'Invalid KeySchema: The second KeySchemaElement is not a RANGE key type'
    }
    if (keySchema[1] && keySchema[0].AttributeName == keySchema[1].AttributeName) {
      return 'Both the Hash Key and the Range Key element in the KeySchema have the same name'
    }
    return null
  }
  return layoutProblem(keySchema)
}

// The rules of a multi-attribute key schema: distinct names, at most four elements of each kind,
// every HASH element before the first RANGE element.
function layoutProblem (keySchema) {
  var seen = Object.create(null), hashes = 0, ranges = 0, misplaced = false
  for (var i = 0; i < keySchema.length; i++) {
    var element = keySchema[i]
    if (seen[element.AttributeName]) {
      return 'The KeySchema contains multiple key attributes with the same name'
    }
    seen[element.AttributeName] = true
    if (element.KeyType == 'HASH') {
      hashes++
      misplaced = misplaced || ranges > 0
    }
    else {
      ranges++
    }
  }
  if (hashes > MOST_PER_KIND) {
    return INVALID + 'The KeySchema exceeds the maximum allowed number of HASH key attributes'
  }
  if (ranges > MOST_PER_KIND) {
    return INVALID + 'The KeySchema exceeds the maximum allowed number of RANGE key attributes'
  }
  if (misplaced) {
    return INVALID + 'All HASH key attributes must precede RANGE key attributes in the KeySchema'
  }
  return null
}

// dynalite's own CreateTable checks run first, in their order, on a view of the request in which
// a multi-attribute index's second HASH element reads as a RANGE one (dynalite checks only the
// first two elements' kinds); the layout rules of those indexes come after them.
function withMultiAttributeIndexes (custom) {
  return function (data, store) {
    var indexes = data.GlobalSecondaryIndexes
    if (!indexes || !indexes.some(function (index) { return isMultiAttribute(index.KeySchema) })) {
      return custom(data, store)
    }
    var view = Object.assign({}, data, { GlobalSecondaryIndexes: indexes.map(asDynaliteSees) })
    var problem = custom(view, store)
    for (var i = 0; !problem && i < indexes.length; i++) {
      if (isMultiAttribute(indexes[i].KeySchema)) problem = layoutProblem(indexes[i].KeySchema)
    }
    return problem
  }
}

function asDynaliteSees (index) {
  if (!isMultiAttribute(index.KeySchema) || index.KeySchema[1].KeyType != 'HASH') return index
  var keySchema = index.KeySchema.slice()
  keySchema[1] = { AttributeName: keySchema[1].AttributeName, KeyType: 'RANGE' }
  return Object.assign({}, index, { KeySchema: keySchema })
}
