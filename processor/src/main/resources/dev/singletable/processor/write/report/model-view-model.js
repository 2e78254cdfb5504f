// The model view's data and what it computes from it: the design and the items the page embeds, the
// table and index views, their partitions in key order, and what one call of an access pattern
// reads. No dependencies; the other scripts reach it as singletableModel.
var singletableModel = (function () {
  'use strict';

  var model = JSON.parse(document.getElementById('singletable-model').textContent);
  var data = JSON.parse(document.getElementById('singletable-items').textContent);
  var table = model.table;
  var PALETTE = ['#2f6fdd', '#d9822b', '#1a9c6c', '#c8417d', '#7b52d9', '#138a9e', '#6f8f1f',
    '#c2453a', '#4652c9', '#a7791a'];
  var OTHER_COLOR = '#7a828e';

  var entities = model.entities.map(function (entity, i) {
    return Object.assign({}, entity, { color: PALETTE[i % PALETTE.length] });
  });
  var byType = new Map(entities.map(function (e) { return [e.type, e]; }));
  var others = new Map();

  function entityOf(attributes) {
    var value = attributes[table.entityTypeAttribute];
    var type = value && value.S;
    if (byType.has(type)) return byType.get(type);
    var key = type || '(no type)';
    if (!others.has(key)) {
      others.set(key, { name: key, type: key, color: OTHER_COLOR, attributes: [], other: true });
    }
    return others.get(key);
  }

  var items = data.items.map(function (attributes, i) {
    return { id: i, attributes: attributes, entity: entityOf(attributes) };
  });

  var views = [{
    name: null, label: 'Table', kind: 'table', partitionKey: table.partitionKey,
    sortKey: table.sortKey, projection: 'ALL', include: []
  }].concat(model.indexes.map(function (index) {
    return Object.assign({ label: index.name }, index);
  }));

  // ---- values -------------------------------------------------------------------------------

  /** The text of a key value (S, N or B). */
  function keyText(value) {
    if (!value) return undefined;
    if ('S' in value) return value.S;
    if ('N' in value) return value.N;
    if ('B' in value) return value.B;
    return undefined;
  }

  /** A short, readable rendering of any attribute value. */
  function show(value) {
    if ('S' in value) return value.S;
    if ('N' in value) return value.N;
    if ('BOOL' in value) return String(value.BOOL);
    if ('NULL' in value) return 'null';
    if ('B' in value) return 'binary (' + value.B.length + ' base64 chars)';
    if ('SS' in value) return '{' + value.SS.join(', ') + '}';
    if ('NS' in value) return '{' + value.NS.join(', ') + '}';
    if ('BS' in value) return '{' + value.BS.length + ' binary values}';
    if ('L' in value) return '[' + value.L.map(show).join(', ') + ']';
    if ('M' in value) {
      return '{' + Object.keys(value.M).map(function (k) { return k + ': ' + show(value.M[k]); })
        .join(', ') + '}';
    }
    return JSON.stringify(value);
  }

  function typeOf(value) { return Object.keys(value)[0]; }

  function compare(a, b) { return a < b ? -1 : a > b ? 1 : 0; }

  /** Two key values as DynamoDB orders them: numbers by value, strings and binaries as text. */
  function compareKeys(a, b) {
    if ('N' in a && 'N' in b) return compare(Number(a.N), Number(b.N));
    return compare(keyText(a), keyText(b));
  }

  /** Whether a view is a native index, keyed by the items' own attributes. */
  function isNative(view) { return !!(view.partitionKeys && view.partitionKeys.length); }

  /** The key attributes of a view: its partition attributes, then its sort attributes. */
  function keyNames(view) {
    if (isNative(view)) {
      var name = function (key) { return key.name; };
      return view.partitionKeys.map(name).concat(view.sortKeys.map(name));
    }
    return view.sortKey ? [view.partitionKey, view.sortKey] : [view.partitionKey];
  }

  // ---- views --------------------------------------------------------------------------------

  /** Items in a view (those holding its key attributes), grouped by partition, in key order. */
  function partitionsOf(view) {
    if (isNative(view)) return nativePartitionsOf(view);
    var groups = new Map();
    items.forEach(function (item) {
      var pk = keyText(item.attributes[view.partitionKey]);
      var sk = view.sortKey ? keyText(item.attributes[view.sortKey]) : '';
      if (pk === undefined || sk === undefined) return;
      if (!groups.has(pk)) groups.set(pk, []);
      groups.get(pk).push({ item: item, pk: pk, sk: sk });
    });
    return Array.from(groups.keys()).sort(compare).map(function (pk) {
      var rows = groups.get(pk).sort(function (a, b) { return compare(a.sk, b.sk); });
      return { pk: pk, rows: rows };
    });
  }

  /**
   * The partitions of a native index: items holding every key attribute (sparse otherwise),
   * grouped by the tuple of partition values, sorted by the tuple of sort values, each by its type.
   */
  function nativePartitionsOf(view) {
    var groups = new Map();
    var names = keyNames(view);
    items.forEach(function (item) {
      if (names.some(function (n) { return keyText(item.attributes[n]) === undefined; })) return;
      var texts = function (keys) {
        return keys.map(function (key) { return keyText(item.attributes[key.name]); }).join(', ');
      };
      var pk = texts(view.partitionKeys);
      if (!groups.has(pk)) groups.set(pk, []);
      groups.get(pk).push({ item: item, pk: pk, sk: texts(view.sortKeys) });
    });
    var order = function (a, b) {
      for (var i = 0; i < view.sortKeys.length; i++) {
        var name = view.sortKeys[i].name;
        var c = compareKeys(a.item.attributes[name], b.item.attributes[name]);
        if (c !== 0) return c;
      }
      return 0;
    };
    return Array.from(groups.keys()).sort(compare).map(function (pk) {
      return { pk: pk, rows: groups.get(pk).sort(order) };
    });
  }

  /** Attribute names a read of the view returns; null when every attribute is projected. */
  function projected(view) {
    if (view.projection === 'ALL') return null;
    var names = new Set([table.partitionKey].concat(keyNames(view)));
    if (table.sortKey) names.add(table.sortKey);
    (view.include || []).forEach(function (name) { names.add(name); });
    return names;
  }

  var keyAttributes = new Set([table.partitionKey]);
  if (table.sortKey) keyAttributes.add(table.sortKey);
  views.forEach(function (view) {
    // A native index's key attributes are the items' own: they stay among the attributes.
    if (!isNative(view)) keyNames(view).forEach(function (name) { keyAttributes.add(name); });
  });

  // ---- access patterns ----------------------------------------------------------------------

  function escapeRegExp(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }

  /** Splits a key template into literal text and {placeholder} names. */
  function segments(template) {
    var parts = [];
    var re = /\{([^}]*)\}/g;
    var last = 0;
    var m;
    while ((m = re.exec(template)) !== null) {
      if (m.index > last) parts.push({ literal: template.slice(last, m.index) });
      parts.push({ name: m[1] });
      last = re.lastIndex;
    }
    if (last < template.length) parts.push({ literal: template.slice(last) });
    return parts;
  }

  /** The placeholder values of a key, or null when the key does not have the template's shape. */
  function match(template, key) {
    var parts = segments(template);
    var delimiter = escapeRegExp(table.delimiter);
    var source = parts.map(function (part) {
      return part.literal !== undefined ? escapeRegExp(part.literal) : '([^' + delimiter + ']+)';
    }).join('');
    var m = new RegExp('^' + source + '$').exec(key);
    if (!m) return null;
    var values = {};
    parts.filter(function (part) { return part.name !== undefined; })
      .forEach(function (part, i) { values[part.name] = m[i + 1]; });
    return values;
  }

  function fill(template, values) {
    return segments(template).map(function (part) {
      return part.literal !== undefined ? part.literal : values[part.name];
    }).join('');
  }

  function patternView(pattern) {
    for (var i = 0; i < views.length; i++) {
      if (views[i].name === (pattern.index || null)) return i;
    }
    return 0;
  }

  /** What one call of a pattern reads: the best example partition, the items read and returned. */
  function evaluate(pattern) {
    if (!pattern.partitionPattern) return null; // a declared Scan reads no one partition
    var view = views[patternView(pattern)];
    if (pattern.nativeKey && isNative(view)) return evaluateNative(pattern, view);
    var best = null;
    partitionsOf(view).forEach(function (partition) {
      var values = match(pattern.partitionPattern, partition.pk);
      if (!values) return;
      var prefix = pattern.sortValue == null ? null : fill(pattern.sortValue, values);
      var read = partition.rows.filter(function (row) {
        if (pattern.sortCondition === '=') return row.sk === prefix;
        if (pattern.sortCondition === 'begins_with') return row.sk.indexOf(prefix) === 0;
        return true;
      });
      var returned = read.filter(function (row) {
        return pattern.entities.indexOf(row.item.entity.type) >= 0;
      });
      if (returned.length > 0 && (best === null || returned.length > best.returned.length)) {
        best = { partition: partition, values: values, sortValue: prefix, read: read,
          returned: returned };
      }
    });
    return best;
  }

  /**
   * What one call of a read of a native index reads: in each partition, the first item of a
   * returned type gives the values of the condition's attributes, and the call reads the items
   * whose key attributes compare with them as the condition says; the partition returning most.
   */
  function evaluateNative(pattern, view) {
    var best = null;
    partitionsOf(view).forEach(function (partition) {
      var anchor = partition.rows.find(function (row) {
        return pattern.entities.indexOf(row.item.entity.type) >= 0;
      });
      if (!anchor) return;
      var values = {};
      pattern.nativeKey.forEach(function (c) {
        var value = anchor.item.attributes[c.attribute];
        values[c.attribute] = 'N' in value ? Number(value.N) : keyText(value);
      });
      var read = partition.rows.filter(function (row) {
        return pattern.nativeKey.every(function (c) {
          var value = row.item.attributes[c.attribute];
          var bound = anchor.item.attributes[c.attribute];
          if (c.operator === 'begins_with') return keyText(value).indexOf(keyText(bound)) === 0;
          var d = compareKeys(value, bound);
          return c.operator === '=' ? d === 0 : c.operator === '>=' ? d >= 0
            : c.operator === '>' ? d > 0 : c.operator === '<=' ? d <= 0 : d < 0;
        });
      });
      var returned = read.filter(function (row) {
        return pattern.entities.indexOf(row.item.entity.type) >= 0;
      });
      if (returned.length > 0 && (best === null || returned.length > best.returned.length)) {
        best = { partition: partition, values: values, sortValue: null, read: read,
          returned: returned };
      }
    });
    return best;
  }

  function condition(pattern, values, sortValue) {
    if (pattern.nativeKey && (values || !pattern.keyCondition)) {
      // A read of a native index: its own condition, with example values or the attributes' names.
      return pattern.nativeKey.map(function (c) {
        var value = !values ? '{' + c.attribute + '}'
          : typeof values[c.attribute] === 'number' ? String(values[c.attribute])
            : '"' + values[c.attribute] + '"';
        return c.operator === 'begins_with' ? 'begins_with(' + c.attribute + ', ' + value + ')'
          : c.attribute + ' ' + c.operator + ' ' + value;
      }).join(' AND ') + (pattern.filter ? ' · filter ' + pattern.filter : '');
    }
    // A declared pattern says its own condition, with the method's parameters in braces.
    if (pattern.keyCondition && !values) {
      return pattern.keyCondition + (pattern.filter ? ' · filter ' + pattern.filter : '');
    }
    var pk = values ? '"' + fill(pattern.partitionPattern, values) + '"' : pattern.partitionPattern;
    var text = pattern.partitionAttribute + ' = ' + pk;
    var sv = values ? '"' + sortValue + '"' : pattern.sortValue;
    if (pattern.sortCondition === '=') text += ' AND ' + pattern.sortAttribute + ' = ' + sv;
    if (pattern.sortCondition === 'begins_with') {
      text += ' AND begins_with(' + pattern.sortAttribute + ', ' + sv + ')';
    }
    return text;
  }

  // ---- drawing ------------------------------------------------------------------------------

  return {
    model: model, data: data, table: table, entities: entities, byType: byType, others: others,
    OTHER_COLOR: OTHER_COLOR, items: items, views: views, keyAttributes: keyAttributes,
    keyText: keyText, show: show, typeOf: typeOf, compare: compare, partitionsOf: partitionsOf,
    isNative: isNative, keyNames: keyNames, compareKeys: compareKeys,
    projected: projected, patternView: patternView, evaluate: evaluate, condition: condition
  };
})();
