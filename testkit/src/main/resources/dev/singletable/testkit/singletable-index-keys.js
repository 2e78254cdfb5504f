// Written by singletable-testkit: refuses an empty string or binary value of a secondary index's key
// attribute, as DynamoDB does (dynalite stores such an item and indexes it under the empty value).
'use strict'

var path = require('path')

// Called before dynalite is loaded, after the other patches: its actions call db.validateItem and
// db.updateIndexes through the module's exports, so replacing the exports is enough.
exports.install = function install (home) {
  var db = require(path.join(home, 'db'))

  // PutItem and BatchWriteItem's puts: the item as written.
  var validateItem = db.validateItem
  db.validateItem = function (item, table) {
    return validateItem(item, table) ||
      emptyIndexKey(item, table, 'A value specified for a secondary index key is not supported.')
  }

  // UpdateItem: the item the update leaves, before anything is stored (indexes are written first).
  var updateIndexes = db.updateIndexes
  db.updateIndexes = function (store, table, existingItem, item, cb) {
    var invalid = item && emptyIndexKey(item, table,
      'The update expression attempted to update a secondary index key to a value that is not supported.')
    if (invalid) return cb(invalid)
    return updateIndexes(store, table, existingItem, item, cb)
  }

  function emptyIndexKey (item, table, problem) {
    return db.traverseIndexes(table, function (attr, type, index) {
      var value = item[attr]
      if (value != null && (type == 'S' || type == 'B') && value[type] === '') {
        return db.validationError('One or more parameter values are not valid. ' + problem +
          ' The AttributeValue for a key attribute cannot contain an empty ' +
          (type == 'S' ? 'string' : 'binary') + ' value. IndexName: ' + index.IndexName +
          ', IndexKey: ' + attr)
      }
    })
  }
}
