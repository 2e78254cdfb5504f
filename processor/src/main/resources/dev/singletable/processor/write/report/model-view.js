// The model view's page: which view, access pattern and entity the reader picked, drawn with
// singletableDraw from singletableModel; keyboard use, links to a view or pattern (#view=GSI1,
// #pattern=orders().ordersOf(userId)) and the sticky header. No dependencies.
(function (m, d) {
  'use strict';

  var model = m.model, table = m.table, views = m.views;
  var partitionsOf = m.partitionsOf, projected = m.projected, patternView = m.patternView;
  var evaluate = m.evaluate, condition = m.condition;
  var h = d.h, code = d.code, plural = d.plural, $ = d.$, drawItem = d.drawItem;

  var state = { view: 0, pattern: -1, focus: null };

  function onTabKey(event) {
    var step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    var next = (state.view + step + views.length) % views.length;
    selectView(next, true);
    document.getElementById('tab-' + next).focus();
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
    if (m.isNative(view)) {
      head.appendChild(h('p', { className: 'note native', text: 'A native index, keyed by the ' +
        'items\' own attributes (' + view.partitionKeys.concat(view.sortKeys).map(function (key) {
          return key.name + ' ' + key.type;
        }).join(', ') + '), sorted by the tuple of sort values, each by its type. It holds ' +
        view.members.join(', ') + ': the items that hold every key attribute.' +
        (view.mixed ? ' A query of one of these would return the others\' items, so no query ' +
          'reads it.' : '') }));
    } else if (view.kind !== 'table') {
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

  d.drawHeader({ selectView: selectView, toggleFocus: toggleFocus, onTabKey: onTabKey });
  d.drawPatterns({ togglePattern: function (i) { selectPattern(state.pattern === i ? -1 : i); } });
  d.drawFindings();
  trackHeader();
  openLink();
  document.body.setAttribute('data-ready', 'true');
})(singletableModel, singletableDraw);
