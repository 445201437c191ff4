/// The page's inline style sheet and script (Docs/Report.md §1).
extension Report {
  static let css = """
    body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
    header, main { padding: 0 20px; }
    header { background: #fff; border-bottom: 1px solid #ddd; padding-bottom: 8px; }
    h1 { font-size: 20px; margin: 0; padding-top: 14px; }
    h2 { font-size: 16px; margin: 22px 0 8px; }
    code, pre { font: 12px/1.4 ui-monospace, monospace; }
    pre { background: #fff; border: 1px solid #e2e2e2; padding: 8px; overflow-x: auto; margin: 4px 0; }
    nav a { color: #1f5fbf; }
    .note { color: #555; max-width: 70em; }
    .scroll { overflow-x: auto; background: #fff; border: 1px solid #ddd; }
    #timeline-svg .lane { fill: none; stroke: #f0f0f0; }
    #timeline-svg .track { fill: #333; }
    #timeline-svg .axis text { fill: #666; }
    #timeline-svg .grid120 line { stroke: #e9e9e9; stroke-width: 1; }
    #timeline-svg .grid60 line { stroke: #c9c9c9; stroke-width: 1.5; }
    #timeline-svg.hide-grid120 .grid120, #timeline-svg.hide-grid60 .grid60 { display: none; }
    #timeline-svg .turn { fill: #eef2f8; stroke: #b8c4d8; stroke-width: 0.5; }
    #timeline-svg .phase { fill: #d7e0ee; }
    #timeline-svg .update { fill: #8aa4cc; cursor: pointer; }
    #timeline-svg .update.selected, #timeline-svg .body.selected { stroke: #000; stroke-width: 1.5; }
    #timeline-svg .body { cursor: pointer; }
    #timeline-svg .pass { fill: #7c8b99; }
    #timeline-svg .commit { fill: #b07d2b; }
    #timeline-svg .input { fill: #d0421b; }
    #timeline-svg .instant { fill: #444; }
    #timeline-svg .instant.animation { fill: #1f8f5f; }
    #timeline-svg .instant.write { fill: #c62828; }
    #timeline-svg .instant.diagnostic { fill: #e6a700; }
    #timeline-svg .frame-mark { fill: #555; }
    .cause-local { fill: #2e7d32; background: #2e7d32; color: #fff; }
    .cause-parent { fill: #1565c0; background: #1565c0; color: #fff; }
    .cause-observed { fill: #8e24aa; background: #8e24aa; color: #fff; }
    .cause-environment { fill: #ef6c00; background: #ef6c00; color: #fff; }
    .cause-offrule { fill: #c62828; background: #c62828; color: #fff; }
    .cause-notmeasured { fill: #6d4c41; background: #6d4c41; color: #fff; }
    .cause-appeared { fill: #00838f; background: #00838f; color: #fff; }
    .skipped { background: #e0e0e0; color: #757575; }
    .chip { padding: 1px 6px; border-radius: 8px; font-size: 12px; }
    details.update { background: #fff; border: 1px solid #e2e2e2; margin: 3px 0; padding: 2px 8px; }
    details.update.selected { outline: 2px solid #1f5fbf; }
    details.update summary { cursor: pointer; }
    details.update .when { color: #666; font-size: 12px; }
    details.update .kernel { font: 12px ui-monospace, monospace; }
    ul.runs { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 4px; }
    ul.runs li { padding: 1px 8px; border-radius: 4px; }
    ul.runs li.inserted, ul.runs li.removed { background: #fff3cd; }
    table { border-collapse: collapse; background: #fff; }
    th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
    #tree tr.reader td { background: #fff1b8; }
    #tree tr.reader .read.hit { font-weight: bold; color: #c62828; }
    .verdict-stale td { color: #c62828; font-weight: bold; }
    .verdict-missing td, .verdict-leftover td { color: #b35c00; }
    figure { margin: 6px; }
    .curve svg { width: 100%; max-width: 800px; height: auto; border: 1px solid #ddd; }
    .film { display: flex; flex-wrap: wrap; gap: 8px; }
    .film img { width: 150px; height: auto; background: #fff; border: 1px solid #ccc; }
    .film figcaption { font-size: 12px; color: #555; }
    #page-errors:empty::after { content: "-"; color: #999; }

    """

  static let script = """
    (function () {
      'use strict';
      var errors = document.getElementById('page-errors');
      function note(kind, text) {
        var item = document.createElement('li');
        item.textContent = kind + ': ' + text;
        errors.appendChild(item);
      }
      window.addEventListener('error', function (e) { note('error', e.message); });
      document.addEventListener('securitypolicyviolation', function (e) {
        note('csp', e.violatedDirective + ' ' + e.blockedURI);
      });
      var svg = document.getElementById('timeline-svg');
      var controls = document.querySelector('#timeline .controls');
      if (controls) { controls.hidden = false; }
      var zoom = 1;
      function place() {
        if (!svg) { return; }
        var end = Number(svg.getAttribute('data-end')) || 1;
        var left = Number(svg.getAttribute('data-label'));
        var plot = Number(svg.getAttribute('data-plot')) * zoom;
        function x(ns) { return left + Number(ns) / end * plot; }
        svg.setAttribute('width', String(Math.round(left + plot + 10)));
        svg.querySelectorAll('.lane').forEach(function (lane) {
          lane.setAttribute('width', String(Math.round(left + plot + 10)));
        });
        svg.querySelectorAll('[data-s]').forEach(function (el) {
          var s = el.getAttribute('data-s');
          var tag = el.tagName.toLowerCase();
          if (tag === 'rect') {
            var e = el.getAttribute('data-e');
            el.setAttribute('x', x(s).toFixed(2));
            el.setAttribute('width', Math.max(0.5, x(e) - x(s)).toFixed(2));
          } else if (tag === 'circle') {
            el.setAttribute('cx', x(s).toFixed(2));
          } else if (tag === 'line') {
            el.setAttribute('x1', x(s).toFixed(2));
            el.setAttribute('x2', x(s).toFixed(2));
          } else {
            el.setAttribute('x', x(s).toFixed(2));
          }
        });
      }
      document.querySelectorAll('[data-zoom]').forEach(function (button) {
        button.addEventListener('click', function () {
          var factor = Number(button.getAttribute('data-zoom'));
          zoom = factor === 0 ? 1 : Math.min(256, Math.max(1, zoom * factor));
          place();
        });
      });
      document.querySelectorAll('[data-grid]').forEach(function (box) {
        box.addEventListener('change', function () {
          svg.classList.toggle('hide-' + box.getAttribute('data-grid'), !box.checked);
        });
      });
      function select(index) {
        document.querySelectorAll('.selected').forEach(function (el) {
          el.classList.remove('selected');
        });
        var details = document.getElementById('update-' + index);
        if (!details) { return null; }
        details.open = true;
        details.classList.add('selected');
        document.querySelectorAll('[data-update="' + index + '"]').forEach(function (el) {
          el.classList.add('selected');
        });
        var keys = (details.getAttribute('data-keys') || '').split(' ').filter(Boolean);
        document.querySelectorAll('#tree tr.node').forEach(function (row) {
          var reads = (row.getAttribute('data-reads') || '').split(' ');
          var hit = keys.some(function (key) { return reads.indexOf(key) >= 0; });
          row.classList.toggle('reader', hit);
          row.querySelectorAll('.read').forEach(function (read) {
            read.classList.toggle('hit', keys.indexOf(read.getAttribute('data-key')) >= 0);
          });
        });
        return details;
      }
      document.querySelectorAll('[data-update]').forEach(function (el) {
        el.addEventListener('click', function (event) {
          event.preventDefault();
          var details = select(el.getAttribute('data-update'));
          if (details && !window.location.hash.startsWith('#selftest')) {
            details.scrollIntoView({ block: 'nearest' });
          }
        });
      });
      document.querySelectorAll('details.update').forEach(function (details) {
        details.addEventListener('toggle', function () {
          if (details.open) { select(details.id.slice('update-'.length)); }
        });
      });
      var hash = window.location.hash;
      if (hash === '#selftest' || hash === '#selftest-last') {
        window.addEventListener('load', selfTest);
      }
      function selfTest() {
        var result = {};
        var updates = svg ? svg.querySelectorAll('rect.update[data-recompute]') : [];
        result.turns = svg ? svg.querySelectorAll('rect.turn').length : 0;
        result.bodies = svg ? svg.querySelectorAll('rect.body').length : 0;
        result.filmstrip = document.querySelectorAll('#filmstrip img').length;
        result.filmstripLoaded = Array.prototype.filter.call(
          document.querySelectorAll('#filmstrip img'),
          function (img) { return img.complete && img.naturalWidth > 0; }).length;
        var target = updates.length ? updates[hash === '#selftest' ? 0 : updates.length - 1] : null;
        if (target) {
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          var index = target.getAttribute('data-update');
          var details = document.getElementById('update-' + index);
          var lines = details.querySelector('.print-changes');
          result.update = Number(index);
          result.opened = details.open;
          result.linesVisible = lines.getBoundingClientRect().height > 0;
          result.printChanges = lines.textContent;
          result.kernel = details.querySelector('summary .kernel').textContent;
          result.readers = Array.prototype.map.call(
            document.querySelectorAll('#tree tr.reader'),
            function (row) { return row.getAttribute('data-view'); });
        }
        var probe = svg ? svg.querySelector('rect.body') : null;
        if (probe) {
          var before = Number(probe.getAttribute('width'));
          zoom = 4; place();
          result.zoomed = Number(probe.getAttribute('width')) > before;
          zoom = 1; place();
        }
        result.errors = errors.children.length;
        var pass = result.turns > 0 && result.filmstrip === result.filmstripLoaded &&
          (!target || (result.opened && result.linesVisible)) && result.errors === 0;
        document.getElementById('selftest').textContent =
          'selftest ' + (pass ? 'PASS' : 'FAIL') + ' ' + JSON.stringify(result);
      }
      place();
    })();

    """
}
