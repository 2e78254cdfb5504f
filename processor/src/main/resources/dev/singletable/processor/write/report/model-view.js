// Draws the single-table model: partitions of the table and of each index, the items they hold,
// the access patterns with what each reads, and the design review's findings. No dependencies.
(function () {
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

  var state = { view: 0, pattern: -1, focus: null };

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

  // ---- views --------------------------------------------------------------------------------

  /** Items in a view (those holding its key attributes), grouped by partition, in key order. */
  function partitionsOf(view) {
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

  /** Attribute names a read of the view returns; null when every attribute is projected. */
  function projected(view) {
    if (view.projection === 'ALL') return null;
    var names = new Set([table.partitionKey, view.partitionKey]);
    if (table.sortKey) names.add(table.sortKey);
    if (view.sortKey) names.add(view.sortKey);
    (view.include || []).forEach(function (name) { names.add(name); });
    return names;
  }

  var keyAttributes = new Set([table.partitionKey]);
  if (table.sortKey) keyAttributes.add(table.sortKey);
  views.forEach(function (view) {
    keyAttributes.add(view.partitionKey);
    if (view.sortKey) keyAttributes.add(view.sortKey);
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

  function condition(pattern, values, sortValue) {
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

  function h(tag, props) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      var value = props[key];
      if (value === null || value === undefined || value === false) return;
      if (key === 'text') node.textContent = value;
      else if (key === 'className') node.className = value;
      else if (key === 'style') node.style.cssText = value;
      else if (key.indexOf('on') === 0) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : value);
    });
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    }
    return node;
  }

  function code(text) { return h('code', { text: text }); }

  function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many || one + 's'); }

  var $ = function (selector) { return document.querySelector(selector); };

  function drawHeader() {
    document.title = table.name + ' · single-table model';
    $('.table-name').appendChild(document.createTextNode(table.name));
    $('.table-name').appendChild(h('small', { text: 'single-table model' }));
    var facts = $('.facts');
    facts.appendChild(document.createTextNode('partition key '));
    facts.appendChild(code(table.partitionKey));
    if (table.sortKey) {
      facts.appendChild(document.createTextNode(' · sort key '));
      facts.appendChild(code(table.sortKey));
    }
    facts.appendChild(document.createTextNode(' · type in '));
    facts.appendChild(code(table.entityTypeAttribute));
    facts.appendChild(document.createTextNode(' · delimiter '));
    facts.appendChild(code(table.delimiter));
    var source = $('.source');
    if (data.source === 'snapshot') {
      source.classList.add('live');
      source.textContent = 'Live snapshot of ' + data.table + ': ' +
        plural(items.length, 'item') + (data.truncated ? ' (first ' + data.limit + ' scanned)' : '') +
        (data.takenAt ? ', ' + data.takenAt : '');
    } else {
      source.textContent = plural(items.length, 'example item') +
        ' synthesised from the key patterns';
    }
    var tabs = $('.views');
    views.forEach(function (view, i) {
      var count = partitionsOf(view).reduce(function (n, p) { return n + p.rows.length; }, 0);
      var kind = view.kind === 'table' ? 'table' : view.kind === 'global' ? 'GSI' : 'LSI';
      tabs.appendChild(h('button', {
        className: 'tab', role: 'tab', id: 'tab-' + i, 'aria-controls': 'main',
        'data-view': view.label, onclick: function () { selectView(i, true); },
        onkeydown: onTabKey
      },
      h('span', { className: 'tab-name' }, view.label, h('span', { className: 'count', text: String(count) })),
      h('span', { className: 'tab-keys', text: kind + ' · ' + view.partitionKey +
        (view.sortKey ? ' / ' + view.sortKey : '') })));
    });
    var legend = $('.legend');
    entities.concat(Array.from(others.values())).forEach(function (entity) {
      var count = items.filter(function (item) { return item.entity === entity; }).length;
      legend.appendChild(h('button', {
        className: 'chip', style: '--c:' + entity.color, 'aria-pressed': 'false',
        'data-entity': entity.name,
        title: entity.other ? 'items of a type this design does not declare'
          : keysTitle(entity),
        onclick: function () { toggleFocus(entity); }
      }, entity.name, h('span', { className: 'count', text: String(count) })));
    });
  }

  function keysTitle(entity) {
    return entity.keys.map(function (key) {
      return (key.index || 'table') + ': ' + key.pk + (key.sk ? ' / ' + key.sk : '');
    }).join('\n');
  }

  function onTabKey(event) {
    var step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    var next = (state.view + step + views.length) % views.length;
    selectView(next, true);
    document.getElementById('tab-' + next).focus();
  }

  function drawPatterns() {
    var list = $('.patterns');
    if (model.accessPatterns.length === 0) {
      list.appendChild(h('li', { className: 'empty', text: 'No access pattern yet.' }));
    }
    model.accessPatterns.forEach(function (pattern, i) {
      var dots = h('span', { className: 'dots', 'aria-hidden': 'true' });
      pattern.entities.forEach(function (type) {
        var entity = byType.get(type);
        dots.appendChild(h('span', { className: 'dot', style: '--c:' + (entity ? entity.color : OTHER_COLOR) }));
      });
      var readable = pattern.call !== null;
      list.appendChild(h('li', null, h('button', {
        className: 'pattern' + (readable ? '' : ' unreadable'), 'aria-pressed': 'false',
        'data-pattern': String(i), 'data-call': pattern.call || pattern.name,
        onclick: function () { selectPattern(state.pattern === i ? -1 : i); },
        onkeydown: onPatternKey
      },
      h('span', { className: 'p-head' }, dots, code(pattern.call || pattern.name)),
      pattern.description ? h('span', { className: 'desc', text: pattern.description }) : null,
      h('span', { className: 'p-cond' }, h('span', { className: 'ix', text: pattern.index || 'table' }),
        condition(pattern, null, null)),
      pattern.note ? h('span', { className: 'note', text: pattern.note }) : null)));
    });
  }

  function onPatternKey(event) {
    var buttons = Array.from(document.querySelectorAll('.pattern'));
    var at = buttons.indexOf(event.currentTarget);
    var next = { ArrowDown: at + 1, ArrowUp: at - 1 }[event.key];
    if (next === undefined || next < 0 || next >= buttons.length) return;
    event.preventDefault();
    buttons[next].focus();
  }

  function drawFindings() {
    var list = $('.findings');
    if (model.findings.length === 0) {
      list.appendChild(h('li', { className: 'empty', text: 'The review found nothing to report.' }));
      return;
    }
    model.findings.forEach(function (finding) {
      var gist = finding.message.split(/[:.;] /)[0];
      list.appendChild(h('li', { className: 'finding' + (finding.suppressed ? ' suppressed' : ''),
        'data-finding': finding.id },
      h('details', null,
        h('summary', null,
          h('span', { className: 'fid', text: finding.id }),
          h('span', { className: 'subject', text: finding.subject }),
          finding.suppressed ? h('span', { className: 'tag', text: 'suppressed' }) : null,
          h('span', { className: 'gist', text: gist })),
        h('p', { text: finding.message }),
        finding.suppressed ? h('p', { className: 'empty',
          text: 'Suppressed with @SuppressWarnings("singletable:' + finding.id + '") on ' +
            finding.subject + '.' }) : null)));
    });
  }

  function attributeMeta(entity, stored) {
    var attribute = (entity.attributes || []).find(function (a) { return a.storedName === stored; });
    return attribute ? attribute.name + ' · ' + attribute.dynamoType + ' · ' + attribute.javaType +
      (attribute.roles ? ' · ' + attribute.roles : '') : stored;
  }

  /** The item's own attributes: in the entity's declared order, then any others by name. */
  function ownAttributes(item) {
    var declared = (item.entity.attributes || []).map(function (a) { return a.storedName; });
    var rank = function (name) {
      var i = declared.indexOf(name);
      return i < 0 ? declared.length : i;
    };
    return Object.keys(item.attributes).filter(function (name) {
      return !keyAttributes.has(name) && name !== table.entityTypeAttribute;
    }).sort(function (a, b) { return rank(a) - rank(b) || compare(a, b); });
  }

  function drawItem(row, view, shown, first) {
    var item = row.item;
    var attrs = h('div', { className: 'attrs' });
    var hidden = 0;
    ownAttributes(item).forEach(function (name) {
      if (shown && !shown.has(name)) { hidden++; return; }
      var value = item.attributes[name];
      var type = typeOf(value);
      var text = show(value);
      // Long values (text, lists, maps of live items) are cut; the tooltip has them whole.
      var cut = text.length > 120 ? text.slice(0, 117) + '…' : text;
      attrs.appendChild(h('span', {
        className: 'attr' + (type === 'N' ? ' num' : ''),
        title: attributeMeta(item.entity, name) + ' (' + type + ')' + (cut === text ? '' : '\n' + text)
      }, h('span', { className: 'k', text: name }), h('span', { className: 'v', text: cut })));
    });
    // Where the same item sits in the other views: its keys there, when they add something.
    var seen = new Set([view.partitionKey, view.sortKey]);
    var keys = [];
    views.forEach(function (other) {
      var names = other.sortKey ? [other.partitionKey, other.sortKey] : [other.partitionKey];
      if (other === view || names.every(function (n) { return seen.has(n); })) return;
      if (names.some(function (n) { return keyText(item.attributes[n]) === undefined; })) return;
      if (shown && names.some(function (n) { return !shown.has(n); })) return;
      names.forEach(function (n) { seen.add(n); });
      keys.push(h('span', { className: 'attr key',
        title: names.join(' / ') + ': the item\'s key in ' + (other.kind === 'table' ? 'the table' : other.name) },
      h('span', { className: 'k', text: other.label + ' key' }),
      h('span', { className: 'v', text: names.map(function (n) {
        return keyText(item.attributes[n]);
      }).join('  /  ') })));
    });
    if (keys.length > 0) {
      attrs.appendChild(h('span', { className: 'break' }));
      keys.forEach(function (key) { attrs.appendChild(key); });
    }
    if (hidden > 0) {
      attrs.appendChild(h('span', { className: 'hidden-attrs',
        text: '+' + plural(hidden, 'attribute') + ' not projected' }));
    }
    return h('article', {
      className: 'item', style: '--c:' + item.entity.color, 'data-entity': item.entity.name,
      'data-pk': row.pk, 'data-sk': row.sk, 'data-item': String(item.id)
    },
    h('div', { className: 'item-head' },
      view.sortKey && first ? h('span', { className: 'label', text: view.sortKey }) : null,
      view.sortKey ? code(row.sk) : null,
      h('span', { className: 'entity-name', text: item.entity.name }),
      h('span', { className: 'badge' })),
    attrs);
  }

  function drawView() {
    var view = views[state.view];
    Array.from(document.querySelectorAll('.tab')).forEach(function (tab, i) {
      tab.setAttribute('aria-selected', String(i === state.view));
      tab.tabIndex = i === state.view ? 0 : -1;
    });
    var main = $('.main');
    main.setAttribute('aria-labelledby', 'tab-' + state.view);
    document.body.setAttribute('data-view', view.label);
    var partitions = partitionsOf(view);
    var count = partitions.reduce(function (n, p) { return n + p.rows.length; }, 0);
    var head = $('.view-head');
    head.textContent = '';
    head.appendChild(h('h2', { text: view.kind === 'table' ? 'Table ' + table.name
      : (view.kind === 'global' ? 'Global index ' : 'Local index ') + view.name }));
    head.appendChild(h('span', { className: 'meta', text: plural(count, 'item') + ' in ' +
      plural(partitions.length, 'partition') + ' · partition key ' + view.partitionKey +
      (view.sortKey ? ' · sort key ' + view.sortKey : ' · no sort key') +
      (view.kind === 'table' ? '' : ' · projection ' + view.projection +
        (view.projection === 'INCLUDE' ? ' (' + view.include.join(', ') + ')' : '')) }));
    if (view.kind !== 'table') {
      head.appendChild(h('p', { className: 'note', text: 'Only items that hold ' +
        view.partitionKey + (view.sortKey ? ' and ' + view.sortKey : '') +
        ' are in this index (a sparse index leaves the others out).' +
        (view.projection === 'ALL' ? '' : ' Reads return only the projected attributes: ' +
          Array.from(projected(view)).join(', ') + '.') }));
    }
    var shown = projected(view);
    var container = $('.partitions');
    container.textContent = '';
    if (partitions.length === 0) {
      container.appendChild(h('p', { className: 'empty', text: 'No item holds this index\'s keys.' }));
    }
    partitions.forEach(function (partition) {
      container.appendChild(h('section', { className: 'partition', 'data-pk': partition.pk },
        h('div', { className: 'pk-cell' },
          h('span', { className: 'label', text: view.partitionKey }),
          code(partition.pk),
          h('span', { className: 'count', text: plural(partition.rows.length, 'item') })),
        h('div', { className: 'rows' }, partition.rows.map(function (row, i) {
          return drawItem(row, view, shown, i === 0);
        }).reduce(function (rows, node) { rows.appendChild(node); return rows; },
        document.createDocumentFragment()))));
    });
    applyFocus();
  }

  function selectView(i, clearPattern) {
    if (clearPattern && state.pattern >= 0 && patternView(model.accessPatterns[state.pattern]) !== i) {
      state.pattern = -1;
      drawSelection(null);
    }
    state.view = i;
    drawView();
    if (clearPattern) window.scrollTo(0, 0);
  }

  function selectPattern(i) {
    state.pattern = i;
    Array.from(document.querySelectorAll('.pattern')).forEach(function (button, j) {
      button.setAttribute('aria-pressed', String(i === j));
    });
    if (i < 0) {
      drawSelection(null);
      drawView();
      return;
    }
    var pattern = model.accessPatterns[i];
    state.view = patternView(pattern);
    drawView();
    var result = evaluate(pattern);
    drawSelection(pattern, result);
    if (!result) return;
    document.body.classList.add('selecting');
    var target = Array.from(document.querySelectorAll('.partition')).find(function (node) {
      return node.getAttribute('data-pk') === result.partition.pk;
    });
    target.classList.add('target');
    var read = new Set(result.read.map(function (row) { return row.item.id; }));
    var returned = new Set(result.returned.map(function (row) { return row.item.id; }));
    Array.from(target.querySelectorAll('.item')).forEach(function (node) {
      var id = Number(node.getAttribute('data-item'));
      if (returned.has(id)) {
        node.classList.add('hit');
        node.querySelector('.badge').textContent = 'returned';
      } else if (read.has(id)) {
        node.classList.add('read');
        node.querySelector('.badge').textContent = 'read, not returned';
      }
    });
    // Below the sticky header and the selection box.
    var top = target.getBoundingClientRect().top + window.scrollY -
      $('.top').offsetHeight - $('.selection').offsetHeight - 24;
    window.scrollTo(0, Math.max(0, top));
  }

  function drawSelection(pattern, result) {
    var box = $('.selection');
    box.textContent = '';
    if (!pattern) {
      box.hidden = true;
      document.body.classList.remove('selecting');
      return;
    }
    box.hidden = false;
    box.appendChild(h('div', { className: 's-call', text: (pattern.description ? pattern.description + ' — ' : '') +
      (pattern.call || pattern.name) }));
    box.appendChild(h('button', { text: 'Clear (Esc)', onclick: function () { selectPattern(-1); } }));
    if (!result) {
      box.appendChild(h('div', { className: 's-cond', text: (pattern.index || 'table') + ' · ' +
        condition(pattern, null, null) }));
      box.appendChild(h('div', { className: 's-result', text: 'No item of ' +
        pattern.entities.join(' or ') + ' is in this view to show what it reads.' }));
      return;
    }
    box.appendChild(h('div', { className: 's-cond', text: 'Query ' + (pattern.index || 'table') + ': ' +
      condition(pattern, result.values, result.sortValue) }));
    var names = Object.keys(result.values);
    var dropped = result.read.length - result.returned.length;
    box.appendChild(h('div', { className: 's-result' },
      'For ' + (names.length ? names.map(function (n) { return n + ' = ' + result.values[n]; }).join(', ')
        : 'its constant key') + ': reads ',
      h('b', { text: plural(result.read.length, 'item') }),
      ' of partition ' + result.partition.pk + ', returns ',
      h('b', { text: String(result.returned.length) }),
      dropped > 0 ? ' (' + plural(dropped, 'item') + ' of other types read and dropped)' : ''));
  }

  function toggleFocus(entity) {
    state.focus = state.focus === entity ? null : entity;
    Array.from(document.querySelectorAll('.chip')).forEach(function (chip) {
      chip.setAttribute('aria-pressed', String(state.focus !== null &&
        chip.getAttribute('data-entity') === state.focus.name));
    });
    applyFocus();
  }

  function applyFocus() {
    document.body.classList.toggle('focusing', state.focus !== null);
    Array.from(document.querySelectorAll('.item')).forEach(function (node) {
      node.classList.toggle('focused', state.focus !== null &&
        node.getAttribute('data-entity') === state.focus.name);
    });
  }

  function trackHeader() {
    var header = $('.top');
    var update = function () {
      document.documentElement.style.setProperty('--header-h', header.offsetHeight + 'px');
    };
    update();
    if (window.ResizeObserver) new ResizeObserver(update).observe(header);
  }

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && state.pattern >= 0) selectPattern(-1);
  });

  /** Opens the view or pattern a link names: #view=GSI1 or #pattern=orders().ordersOf(userId). */
  function openLink() {
    var hash = decodeURIComponent(window.location.hash.slice(1));
    var view = /^view=(.*)$/.exec(hash);
    var pattern = /^pattern=(.*)$/.exec(hash);
    if (pattern) {
      var i = model.accessPatterns.findIndex(function (p) { return (p.call || p.name) === pattern[1]; });
      if (i >= 0) { selectPattern(i); return; }
    }
    var v = view ? views.findIndex(function (x) { return x.label === view[1]; }) : -1;
    selectView(v >= 0 ? v : 0, false);
  }

  drawHeader();
  drawPatterns();
  drawFindings();
  trackHeader();
  openLink();
  document.body.setAttribute('data-ready', 'true');
})();
