'use strict';

// The token of a server bound beyond loopback comes in the address (#token=...), is kept for this tab only,
// and goes with every API call as a header; it never reaches the server's logs as part of a URL.
const token = (() => {
  const m = location.hash.match(/token=([^&]+)/);
  if (m) {
    sessionStorage.setItem('polyboard-token', decodeURIComponent(m[1]));
    history.replaceState(null, '', location.pathname);
  }
  return sessionStorage.getItem('polyboard-token');
})();

const $ = id => document.getElementById(id);
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

async function api(method, path, body) {
  const headers = {};
  if (token) headers.Authorization = 'Bearer ' + token;
  const init = { method, headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const type = response.headers.get('Content-Type') || '';
  const data = type.startsWith('application/json') ? await response.json() : await response.text();
  if (!response.ok) {
    throw new Error(data && data.error ? data.error : response.status + ' ' + response.statusText);
  }
  return data;
}

function showError(error) {
  $('error').textContent = error.message || String(error);
  $('error').hidden = false;
}

function clearError() {
  $('error').hidden = true;
}

function cell(row, text, cls) {
  const td = row.insertCell();
  td.textContent = text === undefined || text === null ? '-' : String(text);
  if (cls) td.className = cls;
  return td;
}

function millis(ms) {
  return ms < 10000 ? ms + ' ms' : (ms / 1000).toFixed(1) + ' s';
}

function paramsText(params) {
  return Object.entries(params || {}).map(([k, v]) => k + '=' + v).join(' ');
}

/** key=value words into an object; the same reading as the command line's. */
function readWords(text) {
  const params = {};
  for (const word of text.trim().split(/\s+/).filter(w => w)) {
    const eq = word.indexOf('=');
    if (eq <= 0) throw new Error("Expected key=value, got '" + word + "' (e.g. n=8).");
    const key = word.slice(0, eq);
    if (key in params) throw new Error('Parameter ' + key + '= is given twice.');
    params[key] = word.slice(eq + 1);
  }
  return params;
}

// ---- views

let jobsTimer = null;

function showView(name) {
  for (const tab of document.querySelectorAll('.tab')) tab.classList.toggle('active', tab.dataset.view === name);
  for (const view of document.querySelectorAll('.view')) view.hidden = view.id !== 'view-' + name;
  clearInterval(jobsTimer);
  if (name === 'jobs') {
    refreshJobs();
    jobsTimer = setInterval(refreshJobs, 2000);
  }
}

// ---- the catalog

let families = [];

async function loadCatalog() {
  families = await api('GET', '/api/families');
  for (const select of [$('family'), $('table-family')]) {
    select.replaceChildren(...families.map(f => new Option(f.id + ' \u2014 ' + f.description, f.id)));
  }
  const solvers = await api('GET', '/api/solvers');
  for (const s of solvers) $('solver').add(new Option(s.id + ' \u2014 ' + s.description, s.id));
  familyChanged();
}

function familyChanged() {
  const family = families.find(f => f.id === $('family').value);
  $('family-help').textContent = family ? family.details.join('\n') : '';
}

// ---- solving

let following = 0;
let followingSince = 0;
// the job whose best board so far may still be drawn, and the value drawn
let liveBoardFor = null;
let liveBest = null;

async function startSolve(event) {
  event.preventDefault();
  clearError();
  try {
    const request = { family: $('family').value, params: readWords($('params').value), options: {} };
    if ($('solver').value) request.solver = $('solver').value;
    if ($('objective').value) request.objective = $('objective').value;
    const timeout = Number($('timeout').value || 0);
    if (timeout > 0) request.options.timeout = timeout;
    if ($('all').checked) request.options.all = true;
    const job = await api('POST', '/api/solve', request);
    follow(job.id);
  } catch (e) {
    showError(e);
  }
}

async function follow(id) {
  following = id;
  followingSince = Date.now();
  liveBoardFor = id;
  liveBest = null;
  showView('solve');
  $('run').hidden = false;
  $('run').dataset.job = id;
  $('run').dataset.state = 'running';
  delete $('run').dataset.status;
  $('board').replaceChildren();
  $('run-proof').textContent = '';
  $('run-pieces').textContent = '';
  $('run-verify').textContent = '';
  $('run-verify').className = 'verify';
  $('cancel').disabled = false;
  let job;
  try {
    while (following === id) {
      job = await api('GET', '/api/jobs/' + id);
      showJob(job);
      if (job.done) break;
      await sleep(300);
    }
  } catch (e) {
    showError(e);
  }
  if (following !== id || !job || !job.done) return;
  $('cancel').disabled = true;
  await showResult(job);
}

function showJob(job) {
  const r = job.result;
  $('run-title').textContent = 'Job ' + job.id + ': ' + job.family + ' ' + paramsText(job.params)
      + (r && r.objective ? '  \u00b7  ' + r.objective.toLowerCase().replace(/_/g, '-') : '');
  $('run-status').className = 'status ' + job.status;
  if (!r) {
    const p = job.progress;
    // the solver reports progress now and then; the time runs on between its reports
    const elapsed = Math.max(p.millis, Date.now() - followingSince);
    // after a portfolio's lead handed over, the solver doing the work, then the lead
    const solver = job.working && job.working !== job.solver ? job.working + ' (after ' + job.solver + ')' : job.solver;
    $('run-status').textContent = 'RUNNING  \u00b7  solver ' + solver + '  \u00b7  ' + millis(elapsed);
    const parts = [];
    if (p.nodes >= 0) parts.push('nodes ' + p.nodes);
    if (p.best !== null && p.best !== undefined) parts.push('best so far ' + p.best);
    if (p.bound !== null && p.bound !== undefined) parts.push('bound ' + p.bound);
    if (p.message) parts.push(p.message);
    $('run-progress').textContent = parts.join('  \u00b7  ');
    if (p.best !== null && p.best !== undefined && p.best !== liveBest) {
      // the best board so far, once the server's verifier has passed it (409 until then)
      liveBest = p.best;
      const id = job.id;
      api('GET', '/api/jobs/' + id + '/board.svg').then(svg => {
        if (following === id && liveBoardFor === id) $('board').innerHTML = svg;
      }).catch(() => {});
    }
    if (!$('board').firstChild) {
      $('board').textContent = 'Solving\u2026 the best board so far is drawn as the solver reports it.';
    }
    return;
  }
  const words = [r.status];
  if (r.value !== undefined && r.value !== null) words.push('value ' + r.value);
  if (r.bound !== undefined && r.bound !== null) words.push('bound ' + r.bound);
  words.push(r.verified ? 'verified' : 'not verified', 'solver ' + r.solver, millis(r.millis));
  $('run-status').textContent = words.join('  \u00b7  ');
  $('run-progress').textContent = r.message || '';
  $('run-proof').textContent = r.proof ? 'proof: ' + r.proof : '';
  if (r.solutionCount !== undefined) {
    $('run-proof').textContent += (r.proof ? '  \u00b7  ' : '') + 'solutions ' + r.solutionCount
        + (r.distinctUpToSymmetry !== undefined ? ', distinct up to symmetry ' + r.distinctUpToSymmetry : '');
  }
}

async function showResult(job) {
  liveBoardFor = null;
  const r = job.result;
  const first = r.solutions && r.solutions[0];
  try {
    if (first) {
      $('board').innerHTML = await api('GET', '/api/jobs/' + job.id + '/board.svg');
      if (Array.isArray(first)) {
        $('run-pieces').textContent = 'pieces: ' + first.map(c => '(' + c.join(',') + ')').join(' ');
      }
    } else {
      $('board').textContent = 'No board to draw.';
    }
    $('run').dataset.status = r.status;
    $('run').dataset.state = 'done';
    if (!first) return;
    // the verifier checks the result document again, from first principles, as 'polyboard verify' does
    const v = await api('POST', '/api/verify', r);
    $('run-verify').textContent = (v.valid ? '\u2713 verified: ' : '\u2717 INVALID: ') + v.message;
    $('run-verify').className = 'verify ' + (v.valid ? 'valid' : 'invalid');
    $('run').dataset.state = v.valid ? 'verified' : 'invalid';
  } catch (e) {
    showError(e);
  }
}

async function cancelSolve() {
  clearError();
  try {
    await api('DELETE', '/api/jobs/' + following);
  } catch (e) {
    showError(e);
  }
}

// ---- results: a table beside the published values, its plot, and the journal

function tableQuery() {
  const query = new URLSearchParams({ family: $('table-family').value });
  for (const [k, v] of Object.entries(readWords($('table-params').value))) query.append(k, v);
  return query.toString();
}

async function computeTable(event) {
  event.preventDefault();
  clearError();
  $('table-start').disabled = true;
  $('table-start').textContent = 'Computing\u2026';
  try {
    const query = tableQuery();
    const table = await api('GET', '/api/table?' + query);
    $('table-key').textContent = table.key;
    const body = $('table').tBodies[0];
    body.replaceChildren();
    for (const row of table.rows) {
      const tr = body.insertRow();
      tr.className = row.match;
      const r = row.result;
      cell(tr, row[table.key], 'num');
      cell(tr, row.computed, 'num');
      cell(tr, row.published === null ? null : row.published + (row.publishedProven ? '' : '?'), 'num');
      cell(tr, { EQUAL: '=', DIFFERENT: 'DIFF', NONE: '' }[row.match]);
      cell(tr, r.status);
      cell(tr, r.verified ? 'yes' : 'no');
      cell(tr, r.solver);
      cell(tr, millis(r.millis) + (row.reused ? '*' : ''), 'num');
    }
    $('table-note').hidden = !table.rows.some(row => row.reused);
    $('table-out').hidden = false;
    $('plot').innerHTML = await api('GET', '/api/table.svg?' + query);
  } catch (e) {
    showError(e);
  } finally {
    $('table-start').disabled = false;
    $('table-start').textContent = 'Compute the table';
  }
}

async function showJournal() {
  clearError();
  try {
    const records = await api('GET', '/api/results?family=' + encodeURIComponent($('table-family').value));
    const body = $('journal').tBodies[0];
    body.replaceChildren();
    for (const r of records.reverse().slice(0, 200)) {
      const tr = body.insertRow();
      cell(tr, r.when.replace('T', ' ').slice(0, 19));
      cell(tr, r.family);
      cell(tr, paramsText(r.params));
      cell(tr, r.objective ? r.objective.toLowerCase().replace(/_/g, '-') + (r.all ? ' --all' : '') : null);
      cell(tr, r.solver + (r.solverVersion ? ' ' + r.solverVersion : ''));
      cell(tr, r.status);
      cell(tr, r.value, 'num');
      cell(tr, r.verified ? 'yes' : 'no');
      cell(tr, millis(r.millis), 'num');
    }
    $('journal-out').hidden = false;
  } catch (e) {
    showError(e);
  }
}

// ---- jobs

async function refreshJobs() {
  try {
    const jobs = await api('GET', '/api/jobs');
    const body = $('jobs').tBodies[0];
    body.replaceChildren();
    for (const job of jobs) {
      const tr = body.insertRow();
      cell(tr, job.id, 'num');
      cell(tr, job.family);
      cell(tr, paramsText(job.params));
      cell(tr, job.solver);
      cell(tr, job.status, 'status ' + job.status);
      const p = job.progress;
      cell(tr, job.done ? (job.result.value !== undefined ? 'value ' + job.result.value + ', ' : '') + millis(job.result.millis)
          : millis(p.millis) + (p.best ? ', best ' + p.best : ''));
      const actions = tr.insertCell();
      const show = document.createElement('button');
      show.textContent = 'Show';
      show.onclick = () => follow(job.id);
      actions.append(show);
      if (!job.done) {
        const cancel = document.createElement('button');
        cancel.textContent = 'Cancel';
        cancel.onclick = () => api('DELETE', '/api/jobs/' + job.id).then(refreshJobs, showError);
        actions.append(' ', cancel);
      }
    }
    $('jobs-empty').hidden = jobs.length > 0;
  } catch (e) {
    showError(e);
  }
}

// ---- wiring

for (const tab of document.querySelectorAll('.tab')) tab.onclick = () => showView(tab.dataset.view);
$('family').onchange = familyChanged;
$('solve-form').onsubmit = startSolve;
$('cancel').onclick = cancelSolve;
$('table-form').onsubmit = computeTable;
$('journal-show').onclick = showJournal;
loadCatalog().catch(showError);
