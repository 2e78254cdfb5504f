// Draws the parts of the model view from singletableModel: the header (table facts, view tabs,
// entity legend), the access patterns, the design review's findings and one item. What the
// reader does (pick a view, a pattern, an entity) goes to the actions the page passes in.
var singletableDraw = (function (m) {
  'use strict';

  var model = m.model, data = m.data, table = m.table, entities = m.entities, byType = m.byType;
  var others = m.others, OTHER_COLOR = m.OTHER_COLOR, items = m.items, views = m.views;
  var keyAttributes = m.keyAttributes, keyText = m.keyText, show = m.show, typeOf = m.typeOf;
  var compare = m.compare, partitionsOf = m.partitionsOf, condition = m.condition;

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

  /** @param actions selectView(i, clearPattern), toggleFocus(entity), onTabKey(event) */
  function drawHeader(actions) {
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
      var kind = view.kind === 'table' ? 'table' : view.kind !== 'global' ? 'LSI'
        : m.isNative(view) ? 'native GSI' : 'GSI';
      tabs.appendChild(h('button', {
        className: 'tab', role: 'tab', id: 'tab-' + i, 'aria-controls': 'main',
        'data-view': view.label, onclick: function () { actions.selectView(i, true); },
        onkeydown: actions.onTabKey
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
        onclick: function () { actions.toggleFocus(entity); }
      }, entity.name, h('span', { className: 'count', text: String(count) })));
    });
  }

  function keysTitle(entity) {
    return entity.keys.map(function (key) {
      return (key.index || 'table') + ': ' + key.pk + (key.sk ? ' / ' + key.sk : '');
    }).join('\n');
  }

  /** @param actions togglePattern(i): selects pattern i, or clears it when it is selected */
  function drawPatterns(actions) {
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
        onclick: function () { actions.togglePattern(i); },
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
    var seen = new Set(m.keyNames(view));
    var keys = [];
    views.forEach(function (other) {
      var names = m.keyNames(other);
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

  return {
    h: h, code: code, plural: plural, $: $, drawHeader: drawHeader, drawPatterns: drawPatterns,
    drawFindings: drawFindings, drawItem: drawItem
  };
})(singletableModel);
