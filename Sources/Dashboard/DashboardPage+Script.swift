extension DashboardPage {
    /// The page's script: WebSocket client, effects applied to the DOM, plots, controls.
    /// `window.inertia` exposes what the page received, for tests and curious people.
    static let script = #"""
"use strict";
const $ = (id) => document.getElementById(id);
const windowSeconds = 10;
const series = { gyro: [], accel: [], attitude: [] };
const state = { socket: null, frame: null, messageCount: 0, latencyMs: [], serverDelayMs: [], receiveTimes: [], titleDirty: true };
window.inertia = {
  get messageCount() { return state.messageCount; },
  get lastFrame() { return state.frame; },
  latencies: () => state.latencyMs.slice(),
  serverDelays: () => state.serverDelayMs.slice(),
  modelTransform: () => getComputedStyle($("model")).transform,
  parallaxTransforms: () => ["layer0", "layer1", "layer2"].map((id) => $(id).style.transform),
  plotSampleCounts: () => ({ gyro: series.gyro.length, accel: series.accel.length, attitude: series.attitude.length }),
  shimmerCentre: () => state.frame ? state.frame.shimmer.slice() : null,
  visibility: (ids) => Object.fromEntries(ids.map((id) => [id, visibility($(id))])),
};

// Whether a person sees `element`: displayed, opaque, of some size, inside the window, and
// (`onTop`) the topmost element at its centre is it or inside it.
function visibility(element) {
  if (!element) return { shown: false };
  let opacity = 1, shown = true;
  for (let node = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    opacity *= parseFloat(style.opacity);
    if (style.display === "none" || style.visibility === "hidden") shown = false;
  }
  const r = element.getBoundingClientRect();
  const inView = r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { shown, opacity, width: r.width, height: r.height, inView, onTop: !!hit && element.contains(hit) };
}

function connect() {
  // The control token comes in the page's URL (printed by `inertia serve`), never stored.
  const token = new URLSearchParams(location.search).get("token");
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws"
    + (token ? "?token=" + encodeURIComponent(token) : "");
  const socket = new WebSocket(url);
  state.socket = socket;
  socket.onopen = () => { $("connection").textContent = "live"; $("connection").className = "live"; };
  socket.onclose = () => {
    $("connection").textContent = "reconnecting…"; $("connection").className = "";
    setTimeout(connect, 1000);
  };
  socket.onmessage = (event) => {
    const now = Date.now();
    let frame;
    try { frame = JSON.parse(event.data); } catch (e) { return; }
    if (frame.type === "refused") {
      $("connection").textContent = "live, read-only (open the URL with ?token= to control)";
      return;
    }
    if (frame.type !== "frame") return;
    state.messageCount += 1;
    state.frame = frame;
    state.latencyMs.push(now - frame.hostMs);
    state.serverDelayMs.push(frame.sentMs - frame.hostMs);
    if (state.latencyMs.length > 600) { state.latencyMs.shift(); state.serverDelayMs.shift(); }
    state.receiveTimes.push(now);
    while (state.receiveTimes.length && state.receiveTimes[0] < now - 1000) state.receiveTimes.shift();
    const t = now / 1000;
    push(series.gyro, t, frame.gyro);
    push(series.accel, t, frame.accel);
    push(series.attitude, t, eulerDegrees(frame.q));
    applyFrame(frame);
  };
}

function push(list, t, values) {
  list.push([t, values[0], values[1], values[2]]);
  while (list.length && list[0][0] < t - windowSeconds) list.shift();
}

function eulerDegrees(q) {
  const [w, x, y, z] = q, d = 180 / Math.PI;
  const roll = Math.atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y));
  const pitch = Math.asin(Math.max(-1, Math.min(1, 2 * (w * y - z * x))));
  const yaw = Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z));
  return [roll * d, pitch * d, yaw * d];
}

function matrix3d(m) {
  return "matrix3d(" + m.map((v) => (Number.isFinite(v) ? v : 0).toFixed(6)).join(",") + ")";
}

function applyFrame(frame) {
  $("model").style.transform = matrix3d(frame.model);
  $("tilt").style.transform = matrix3d(frame.tilt);
  frame.parallax.forEach((offset, index) => {
    const layer = $("layer" + index);
    if (layer) layer.style.transform = "translate(" + offset[0].toFixed(2) + "px," + offset[1].toFixed(2) + "px)";
  });
  state.titleDirty = true;
  updateStatus(frame.status);
  updateAccuracy(frame.accuracy);
}

// The attitude's 95 % error bounds and whether the heading is referenced; "not estimated"
// from a source that gives none.
function updateAccuracy(a) {
  if (!a) {
    $("s-accuracy").textContent = "not estimated"; $("s-heading").textContent = "–";
    return;
  }
  const degrees = (value) => (value === null ? "–" : value.toFixed(value < 10 ? 1 : 0) + "°");
  $("s-accuracy").textContent = "tilt ±" + degrees(a.inclinationDeg) + " · heading ±" + degrees(a.headingDeg);
  $("s-heading").textContent = a.headingReferenced
    ? "referenced to magnetic north"
    : "not referenced · drift up to " + degrees(a.headingDriftDeg);
}

// Paints `text` in gold on a 600 × 120 canvas, then the effects' shimmer streak over it
// (source-atop, so only the letters light up): a radial gradient in a box placed by the
// transform the server computed.
function drawShimmerText(canvas, text, size, light, isOn) {
  const ctx = canvas.getContext("2d");
  const w = canvas.width, h = canvas.height;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  ctx.font = "900 " + size + "px 'DejaVu Sans', system-ui, sans-serif";
  ctx.textBaseline = "middle"; ctx.textAlign = "center";
  const gold = ctx.createLinearGradient(0, 10, 0, h - 10);
  gold.addColorStop(0, "#f0c96a"); gold.addColorStop(0.55, "#c58f2c"); gold.addColorStop(1, "#8a5a12");
  ctx.fillStyle = gold;
  ctx.fillText(text, w / 2, h / 2 + 4);
  if (isOn && light) {
    const m = light.box;
    ctx.globalCompositeOperation = "source-atop";
    ctx.setTransform(m[0], m[1], m[4], m[5], m[12], m[13]);
    const c = light.side / 2;
    const gradient = ctx.createRadialGradient(c, c, light.r0, c, c, light.r1);
    light.at.forEach((at, index) => gradient.addColorStop(Math.max(0, Math.min(1, at)), light.colors[index]));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, light.side, light.side);
  }
  ctx.restore();
}

function drawTitle(frame) {
  drawShimmerText($("title"), "Inertia", 96, frame && frame.light, frame && frame.motion);
  drawShimmerText($("card-title"), "INERTIA", 92, frame && frame.light, frame && frame.motion);
}

let lastStatusText = "";
function updateStatus(s) {
  const text = JSON.stringify(s);
  if (text !== lastStatusText) {
    lastStatusText = text;
    $("s-source").textContent = s.source; $("s-chip").textContent = s.chip; $("s-filter").textContent = s.filterLabel ?? s.filter;
    $("s-prediction").textContent = s.sensorDelayMs > 0
      ? s.predictionMs.toFixed(1) + " ms ahead (sensor delay " + s.sensorDelayMs.toFixed(1) + " ms less half a sample)" : "none";
    $("s-drops").textContent = s.drops; $("s-calibration").textContent = s.calibration + (s.problem ? " — " + s.problem : "") + (s.recalibration ? " — " + s.recalibration : "");
    $("s-calibration").classList.toggle("attention", Boolean(s.problem || s.recalibration));
    $("s-frame").textContent = s.referenceFrame; $("s-orientation").textContent = s.orientation;
    $("s-reduce").textContent = s.reduceMotion ? "on" : "off";
    fillSelect($("c-filter"), s.filters, s.filter);
    fillSelect($("c-frame"), s.referenceFrames, s.referenceFrame);
    fillSelect($("c-orientation"), s.orientations, s.orientation);
    $("c-reduce").checked = s.reduceMotion;
  }
  $("s-rate").textContent = s.rateHz.toFixed(0) + " Hz";
  const recent = state.latencyMs.slice(-60).sort((a, b) => a - b);
  const median = recent.length ? recent[Math.floor(recent.length / 2)] : 0;
  $("s-updates").textContent = state.receiveTimes.length + " /s";
  $("s-latency").textContent = median.toFixed(1) + " ms (median of " + recent.length + ")";
}

function fillSelect(select, names, current) {
  const wanted = (names && names.length ? names : [current]).join("\n");
  if (select.dataset.names !== wanted) {
    select.innerHTML = "";
    wanted.split("\n").forEach((name) => { const o = document.createElement("option"); o.value = o.textContent = name; select.appendChild(o); });
    select.dataset.names = wanted;
  }
  if (document.activeElement !== select) select.value = current;
}

function drawPlot(canvas, list, minimumRange) {
  const ctx = canvas.getContext("2d"), w = canvas.width, h = canvas.height;
  ctx.clearRect(0, 0, w, h);
  ctx.strokeStyle = "#262a44"; ctx.lineWidth = 1;
  ctx.beginPath(); ctx.moveTo(0, h / 2); ctx.lineTo(w, h / 2); ctx.stroke();
  if (!list.length) return;
  let range = 0;
  for (const p of list) for (let i = 1; i < 4; i++) if (Number.isFinite(p[i])) range = Math.max(range, Math.abs(p[i]));
  range = Math.max(range * 1.15, minimumRange || 0.05);
  const now = list[list.length - 1][0];
  const colors = ["#ff6a6a", "#6aff8e", "#6ab8ff"];
  for (let axis = 1; axis < 4; axis++) {
    ctx.strokeStyle = colors[axis - 1]; ctx.lineWidth = 1.6; ctx.beginPath();
    list.forEach((p, i) => {
      const x = w - (now - p[0]) / windowSeconds * w, y = h / 2 - p[axis] / range * (h / 2 - 4);
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.stroke();
  }
  ctx.fillStyle = "#8a8fb2"; ctx.font = "11px monospace";
  ctx.fillText("±" + range.toFixed(range < 10 ? 2 : 0), 6, 13);
}

let lastPlotTime = 0;
function drawPlots() {
  lastPlotTime = Date.now();
  drawPlot($("plot-gyro"), series.gyro);
  drawPlot($("plot-accel"), series.accel);
  drawPlot($("plot-attitude"), series.attitude, 20);
}
function render() {
  if (state.titleDirty) { state.titleDirty = false; drawTitle(state.frame); }
  drawPlots();
  requestAnimationFrame(render);
}
// Hidden or headless pages may not get animation frames; keep the plots current anyway.
setInterval(() => { if (Date.now() - lastPlotTime > 250) { drawTitle(state.frame); drawPlots(); } }, 250);

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}
$("c-filter").onchange = (e) => send({ action: "setFilter", name: e.target.value });
$("c-frame").onchange = (e) => send({ action: "setReferenceFrame", name: e.target.value });
$("c-orientation").onchange = (e) => send({ action: "setInterfaceOrientation", name: e.target.value });
$("c-reduce").onchange = (e) => send({ action: "setReduceMotion", enabled: e.target.checked });
$("c-reset").onclick = () => send({ action: "resetReference" });

drawTitle(null);
connect();
requestAnimationFrame(render);
"""#
}
