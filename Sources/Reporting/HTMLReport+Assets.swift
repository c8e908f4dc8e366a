extension HTMLReport {
    /// Light and dark by `prefers-color-scheme`; one column on a phone, the drawing beside its
    /// details panel on a laptop; visible focus on every control.
    static let style = #"""
:root{--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--panel:#f6f8fa;--node:#ffffff;--edge:#8c959f;--bad:#cf222e;--ok:#1a7f37;--warn:#9a6700;--focus:#0969da;--band:#f6f8fa;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--panel:#151b23;--node:#1f2630;--edge:#6e7681;--bad:#ff7b72;--ok:#3fb950;--warn:#d29922;--focus:#4493f8;--band:#121820}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1400px;padding:16px;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
h1{font-size:1.4em;margin:.2em 0 .6em}h2{font-size:1.2em;border-bottom:1px solid var(--line);padding-bottom:.2em;margin-top:1.6em}
a{color:var(--focus)}code{font:12.5px ui-monospace,SFMono-Regular,Menlo,monospace}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.verdict{display:inline-block;padding:.05em .5em;border-radius:6px;color:#fff}.verdict.fail{background:var(--bad)}.verdict.pass{background:var(--ok)}.verdict.warn{background:var(--warn)}
.counts{display:flex;flex-wrap:wrap;gap:8px;margin:0}.count{border:1px solid var(--line);border-radius:8px;padding:6px 12px;min-width:7em}
.count dt{color:var(--muted);font-size:.85em}.count dd{margin:0;font-size:1.5em;font-weight:600}
.count.errors dd{color:var(--bad)}.count.warnings dd{color:var(--warn)}
nav{margin:12px 0}nav a{margin-right:1em}
.summary{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
table{border-collapse:collapse;margin:8px 0}th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
thead th{background:var(--panel);position:sticky;top:0}caption{text-align:left;font-weight:600;padding:4px 0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.hint{color:var(--muted)}.bad-text{color:var(--bad);font-weight:600}
.picker{margin:8px 0}select,input,button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:4px 8px}
button{cursor:pointer;background:var(--panel)}button.rule-filter{border:0;background:none;padding:0;color:var(--focus);text-decoration:underline}
.arch{display:grid;grid-template-columns:minmax(0,1fr) 340px;gap:16px}
@media (max-width:900px){.arch{grid-template-columns:1fr}}
figure{margin:0}figcaption{color:var(--muted);margin-bottom:4px}
.scroll{overflow:auto;max-width:100%}
svg{max-width:100%;height:auto;font:13px system-ui,-apple-system,"Segoe UI",sans-serif}svg.defs{position:absolute}
.band rect{fill:var(--band);stroke:var(--line)}.band text{fill:var(--muted);font-size:12px}
.node rect{fill:var(--node);stroke:var(--edge);stroke-width:1.2}.node text{fill:var(--fg);text-anchor:middle}
.node.bad rect{stroke:var(--bad)}
.edge .line{fill:none;stroke:var(--edge);stroke-width:1.4;marker-end:url(#arrow)}.edge .hit{fill:none;stroke:transparent;stroke-width:12}
.edge.bad .line{stroke:var(--bad);stroke-width:2.4;marker-end:url(#arrow-bad)}
.arrow{fill:var(--edge)}.arrow-bad{fill:var(--bad)}
.edge:hover .line,.edge:focus .line,.edge.selected .line{stroke-width:4}
.node:hover rect,.node:focus rect,.node.selected rect{stroke-width:3;stroke:var(--focus)}
.edge:focus,.node:focus{outline:none}.edge:focus-visible .line{stroke:var(--focus)}
.panel{border:1px solid var(--line);border-radius:8px;padding:8px 12px;background:var(--panel);align-self:start;max-height:80vh;overflow:auto}
.panel h3{margin:.2em 0 .4em;font-size:1.05em;word-break:break-word}.panel a,.panel code{overflow-wrap:anywhere}.panel ul{padding-left:1.2em}.panel li{margin:.3em 0}
.filters{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center;margin:8px 0}
.sev{font-weight:600}.sev.error{color:var(--bad)}.sev.warning{color:var(--warn)}.sev.note{color:var(--muted)}
.why{color:var(--muted);font-size:.9em}
.evidence{margin:.2em 0 0;padding-left:1.4em;font-size:.9em}
#findings-table td:nth-child(4){overflow-wrap:anywhere;min-width:14em}
.config dt{color:var(--muted)}.config dd{margin:0 0 6px}
footer{margin-top:2em;color:var(--muted)}
"""#

    /// The page's behaviour: pick a view, list an edge's findings or a node's types in the panel,
    /// filter the table. It reads the page's attributes and copies its nodes; no text becomes markup.
    static let script = #"""
(function () {
  'use strict';
  function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
  function el(tag, text) { var e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; }
  var rowSet = null;

  function showView(picker) {
    all('figure[data-arch="' + picker.getAttribute('data-arch') + '"]').forEach(function (figure) {
      figure.hidden = figure.getAttribute('data-view') !== picker.value;
    });
  }
  all('select.view-picker').forEach(function (picker) {
    picker.addEventListener('change', function () { showView(picker); });
    showView(picker);
  });

  function panelOf(item) {
    var figure = item.closest('figure');
    return document.getElementById(figure.getAttribute('data-arch') + '-panel');
  }
  function fill(panel, title, body) {
    panel.querySelector('h3').textContent = title;
    var holder = panel.querySelector('.panel-body');
    while (holder.firstChild) holder.removeChild(holder.firstChild);
    body.forEach(function (node) { holder.appendChild(node); });
  }
  function select(item) {
    all('.edge.selected, .node.selected').forEach(function (other) { other.classList.remove('selected'); });
    item.classList.add('selected');
  }

  function showEdge(edge) {
    var ids = (edge.getAttribute('data-rows') || '').split(' ').filter(Boolean);
    var title = edge.getAttribute('data-from') + ' \u2192 ' + edge.getAttribute('data-to');
    var body = [];
    var count = Number(edge.getAttribute('data-count'));
    body.push(el('p', count === 1 ? '1 reference.' : count + ' references.'));
    if (ids.length) {
      body.push(el('p', ids.length === 1 ? '1 finding on this edge:' : ids.length + ' findings on this edge:'));
      var list = el('ul');
      list.className = 'edge-findings';
      ids.forEach(function (id) {
        var row = document.getElementById(id);
        if (!row) return;
        var item = el('li');
        item.appendChild(el('strong', row.getAttribute('data-severity') + ' '));
        item.appendChild(el('code', row.getAttribute('data-rule')));
        item.appendChild(document.createTextNode(' '));
        var cells = row.querySelectorAll('td');
        var message = cells[2].cloneNode(true);
        var holder = el('div');
        while (message.firstChild) holder.appendChild(message.firstChild);
        item.appendChild(holder);
        item.appendChild(cells[3].querySelector('a').cloneNode(true));
        list.appendChild(item);
      });
      body.push(list);
      var button = el('button', 'Show only these in the table');
      button.type = 'button';
      button.addEventListener('click', function () {
        rowSet = {};
        ids.forEach(function (id) { rowSet[id] = true; });
        applyFilters();
        document.getElementById('findings').scrollIntoView();
      });
      body.push(button);
    } else {
      body.push(el('p', 'No finding on this edge: the dependency is allowed.'));
    }
    fill(panelOf(edge), title, body);
  }

  function showNode(node) {
    var opens = node.getAttribute('data-open');
    if (opens) {
      var picker = document.getElementById(node.closest('figure').getAttribute('data-arch') + '-view');
      picker.value = opens;
      showView(picker);
      picker.focus();
      return;
    }
    var detail = document.getElementById(node.getAttribute('data-detail'));
    var body = detail ? all(':scope > *', detail).map(function (child) { return child.cloneNode(true); }) : [];
    fill(panelOf(node), detail ? detail.getAttribute('data-title') : '', body);
  }

  function activate(item) {
    select(item);
    if (item.classList.contains('edge')) showEdge(item); else showNode(item);
  }
  document.addEventListener('click', function (event) {
    var item = event.target.closest && event.target.closest('a.edge, a.node');
    if (!item) return;
    event.preventDefault();
    activate(item);
  });
  document.addEventListener('keydown', function (event) {
    var item = event.target.closest && event.target.closest('a.edge, a.node');
    if (item && event.key === ' ') { event.preventDefault(); activate(item); }
  });

  var table = document.getElementById('findings-table');
  var filters = all('[data-filter]');
  function applyFilters() {
    if (!table) return;
    var wanted = {};
    filters.forEach(function (input) { wanted[input.getAttribute('data-filter')] = input.value.toLowerCase(); });
    var shown = 0, rows = all('tbody tr', table);
    rows.forEach(function (row) {
      var ok = (!rowSet || rowSet[row.id]) &&
        ['severity', 'rule', 'module', 'layer'].every(function (name) {
          return !wanted[name] || (row.getAttribute('data-' + name) || '').toLowerCase() === wanted[name];
        }) &&
        (!wanted.file || row.querySelector('td:nth-child(4) a').textContent.toLowerCase().indexOf(wanted.file) !== -1);
      row.hidden = !ok;
      if (ok) shown++;
    });
    document.getElementById('shown').textContent = shown + ' of ' + rows.length + ' shown';
  }
  filters.forEach(function (input) {
    input.addEventListener(input.tagName === 'INPUT' ? 'input' : 'change', function () { rowSet = null; applyFilters(); });
  });
  all('button.clear').forEach(function (button) {
    button.addEventListener('click', function () {
      rowSet = null;
      filters.forEach(function (input) { input.value = ''; });
      applyFilters();
    });
  });
  all('button.rule-filter').forEach(function (button) {
    button.addEventListener('click', function () {
      var rule = button.closest('tr').getAttribute('data-rule');
      rowSet = null;
      filters.forEach(function (input) { input.value = input.getAttribute('data-filter') === 'rule' ? rule : ''; });
      applyFilters();
      document.getElementById('findings').scrollIntoView();
    });
  });
  document.documentElement.setAttribute('data-ready', 'true');
})();
"""#
}
