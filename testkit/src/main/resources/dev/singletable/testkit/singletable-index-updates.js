// Written by singletable-testkit: adds what dynalite's UpdateTable lacks, the creation (with a
// backfill of the items already stored) and deletion of global secondary indexes.
'use strict'

var path = require('path')
var keySchemas = require('./singletable-key-schemas.js')

// Called before dynalite is loaded: dynalite reads its actions and validations once, from
// require's cache, so replacing the cached module is enough.
exports.install = function install (home) {
  var db = require(path.join(home, 'db'))
  var action = require.resolve(path.join(home, 'actions', 'updateTable'))
  var updateTable = require(action)
  require.cache[action].exports = withIndexUpdates(updateTable, db)
  // On-demand tables create indexes without throughput, which dynalite's validation demands.
  var validation = require(path.join(home, 'validations', 'updateTable'))
  var create = validation.types.GlobalSecondaryIndexUpdates.children.children.Create
  delete create.children.ProvisionedThroughput.notNull
  // A new index names its key attributes' types; dynalite drops members it has no type for.
  var creation = require(path.join(home, 'validations', 'createTable'))
  validation.types.AttributeDefinitions = {
    type: 'List',
    children: creation.types.AttributeDefinitions.children,
  }
}

function withIndexUpdates (updateTable, db) {
  return function (store, data, cb) {
    var changes = (data.GlobalSecondaryIndexUpdates || []).filter(function (u) {
      return u.Create || u.Delete
    })
    if (!changes.length) return updateTable(store, data, cb)
    var tableDb = store.tableDb, name = data.TableName
    tableDb.lock(name, function (release) {
      cb = release(cb)
      store.getTable(name, false, function (err, table) {
        if (err) return cb(err)
        var problem = refusal(table, data, changes)
        if (problem) return cb(problem)
        var created = []
        changes.forEach(function (change) {
          if (change.Create) created.push(addIndex(table, data, change.Create, tableDb))
          else removeIndex(table, change.Delete.IndexName)
        })
        backfill(store, table, created, function (err) {
          if (err) return cb(err)
          tableDb.put(name, table, function (err) {
            if (err) return cb(err)
            var deleted = changes.filter(function (c) { return c.Delete })
            dropAll(store, name, deleted, function (err) {
              if (err) return cb(err)
              cb(null, { TableDescription: table })
            })
          })
        })
      })
    })
  }

  // What DynamoDB refuses before changing anything.
  function refusal (table, data, changes) {
    if (changes.length > 1) {
      return db.limitError('Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table')
    }
    var existing = (table.GlobalSecondaryIndexes || []).concat(table.LocalSecondaryIndexes || [])
    var names = existing.map(function (i) { return i.IndexName })
    var change = changes[0]
    if (change.Delete) {
      if (names.indexOf(change.Delete.IndexName) < 0 ||
          !(table.GlobalSecondaryIndexes || []).some(function (i) { return i.IndexName == change.Delete.IndexName })) {
        return notFound('Requested resource not found: Table: ' + table.TableName + ' Index: ' + change.Delete.IndexName + ' not found')
      }
      return null
    }
    var create = change.Create
    var layout = keySchemas.keySchemaProblem(create.KeySchema)
    if (layout) return db.validationError(layout)
    if (names.indexOf(create.IndexName) >= 0) {
      return db.validationError('One or more parameter values were invalid: Index already exists: ' + create.IndexName)
    }
    if ((table.GlobalSecondaryIndexes || []).length >= 20) {
      return db.limitError('One or more parameter values were invalid: The number of global secondary indexes for table ' + table.TableName + ' exceeds 20')
    }
    var defined = definitions(table, data)
    for (var i = 0; i < create.KeySchema.length; i++) {
      var attr = create.KeySchema[i].AttributeName
      if (!defined[attr]) {
        return db.validationError('One or more parameter values were invalid: Some index key attributes are not defined in AttributeDefinitions. Keys: [' +
          create.KeySchema.map(function (k) { return k.AttributeName }).join(', ') + '], AttributeDefinitions: [' + Object.keys(defined).join(', ') + ']')
      }
    }
    for (var attrName in defined) {
      var previous = (table.AttributeDefinitions || []).filter(function (d) { return d.AttributeName == attrName })[0]
      if (previous && previous.AttributeType != defined[attrName]) {
        return db.validationError('One or more parameter values were invalid: Cannot change the type of attribute ' + attrName)
      }
    }
    var projection = create.Projection || {}
    if (projection.ProjectionType == 'INCLUDE' && !(projection.NonKeyAttributes || []).length) {
      return db.validationError('One or more parameter values were invalid: NonKeyAttributes must not be empty when ProjectionType is INCLUDE')
    }
    if (projection.ProjectionType != 'INCLUDE' && projection.NonKeyAttributes) {
      return db.validationError('One or more parameter values were invalid: ProjectionType is ' + projection.ProjectionType + ', but NonKeyAttributes is specified')
    }
    var payPerRequest = (table.BillingModeSummary || {}).BillingMode == 'PAY_PER_REQUEST'
    if (!payPerRequest && !create.ProvisionedThroughput) {
      return db.validationError('One or more parameter values were invalid: ProvisionedThroughput must be specified for index: ' + create.IndexName)
    }
    return null
  }

  function definitions (table, data) {
    var defined = Object.create(null)
    ;(data.AttributeDefinitions || []).forEach(function (d) { defined[d.AttributeName] = d.AttributeType })
    ;(table.AttributeDefinitions || []).forEach(function (d) {
      if (!defined[d.AttributeName]) defined[d.AttributeName] = d.AttributeType
    })
    return defined
  }

  function addIndex (table, data, create, tableDb) {
    var known = (table.AttributeDefinitions || []).map(function (d) { return d.AttributeName })
    create.KeySchema.forEach(function (key) {
      if (known.indexOf(key.AttributeName) < 0) {
        var def = (data.AttributeDefinitions || []).filter(function (d) { return d.AttributeName == key.AttributeName })[0]
        table.AttributeDefinitions.push(def)
        known.push(key.AttributeName)
      }
    })
    var index = {
      IndexName: create.IndexName,
      KeySchema: create.KeySchema,
      Projection: create.Projection,
      IndexStatus: 'ACTIVE',
      ProvisionedThroughput: {
        ReadCapacityUnits: (create.ProvisionedThroughput || {}).ReadCapacityUnits || 0,
        WriteCapacityUnits: (create.ProvisionedThroughput || {}).WriteCapacityUnits || 0,
        NumberOfDecreasesToday: 0,
      },
      IndexSizeBytes: 0,
      ItemCount: 0,
      IndexArn: table.TableArn + '/index/' + create.IndexName,
    }
    table.GlobalSecondaryIndexes = (table.GlobalSecondaryIndexes || []).concat([index])
    return index
  }

  function removeIndex (table, indexName) {
    table.GlobalSecondaryIndexes = table.GlobalSecondaryIndexes.filter(function (i) { return i.IndexName != indexName })
    if (!table.GlobalSecondaryIndexes.length) delete table.GlobalSecondaryIndexes
    // An attribute that keys no table or index any more leaves the definitions, as in DynamoDB.
    var used = table.KeySchema.map(function (k) { return k.AttributeName })
    ;(table.GlobalSecondaryIndexes || []).concat(table.LocalSecondaryIndexes || []).forEach(function (i) {
      i.KeySchema.forEach(function (k) { used.push(k.AttributeName) })
    })
    table.AttributeDefinitions = table.AttributeDefinitions.filter(function (d) { return used.indexOf(d.AttributeName) >= 0 })
  }

  // The items already stored enter the new index before UpdateTable answers, so the index is
  // ACTIVE and complete at once (DynamoDB backfills in the background; reads after ACTIVE agree).
  function backfill (store, table, indexes, cb) {
    if (!indexes.length) return cb()
    var items = []
    var stream = store.getItemDb(table.TableName).createValueStream()
    stream.on('data', function (item) { items.push(item) })
    stream.on('error', cb)
    stream.on('end', function () {
      var puts = []
      items.forEach(function (item) {
        db.getIndexActions(indexes, null, item, table).puts.forEach(function (put) {
          puts.push(put)
        })
      })
      var pending = puts.length
      if (!pending) return cb()
      var failed = false
      puts.forEach(function (put) {
        store.getIndexDb('Global', table.TableName, put.index).put(put.key, put.item, function (err) {
          if (failed) return
          if (err) { failed = true; return cb(err) }
          if (--pending == 0) cb()
        })
      })
    })
  }

  function dropAll (store, tableName, deleted, cb) {
    if (!deleted.length) return cb()
    store.deleteIndexDb('Global', tableName, deleted[0].Delete.IndexName, function (err) {
      if (err) return cb(err)
      dropAll(store, tableName, deleted.slice(1), cb)
    })
  }

  function notFound (message) {
    var err = new Error(message)
    err.statusCode = 400
    err.body = { __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException', message: message }
    return err
  }
}
