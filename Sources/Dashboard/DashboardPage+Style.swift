extension DashboardPage {
    /// The page's style sheet.
    static let style = #"""
:root { --bg:#0c0d16; --panel:#161829; --line:#2a2d48; --text:#d6d9ee; --dim:#8a8fb2; --gold:#e2b04a; }
* { box-sizing: border-box; }
body { margin:0; background:radial-gradient(ellipse at 50% -20%, #23264a 0%, var(--bg) 60%); color:var(--text);
  font:14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; min-height:100vh; }
header { display:flex; align-items:center; gap:18px; padding:14px 22px 4px; }
#title { width:600px; height:120px; max-width:60vw; height:auto; }
header .sub { color:var(--dim); }
#connection { margin-left:auto; padding:4px 10px; border-radius:12px; background:#40233a; color:#f3a3b8; font-size:12px; }
#connection.live { background:#1e3b30; color:#8fe3b5; }
main { display:grid; grid-template-columns: 1fr 1fr 1fr; gap:16px; padding:10px 22px 22px; }
.panel { background:var(--panel); border:1px solid var(--line); border-radius:14px; padding:12px 14px; min-width:0; }
.panel h2 { margin:0 0 10px; font-size:12px; letter-spacing:.12em; text-transform:uppercase; color:var(--dim); font-weight:600; }
#model-panel, #card-panel { grid-row: span 1; }
.stage { position:relative; height:300px; display:flex; align-items:center; justify-content:center; overflow:hidden; }
.anchor { position:relative; width:260px; height:170px; }
#model { position:absolute; left:0; top:0; width:260px; height:170px; transform-origin:0 0; transform-style:preserve-3d; }
.face { position:absolute; inset:0; border-radius:10px; backface-visibility:hidden; }
.front { background:linear-gradient(135deg,#1d8a55,#0f5a36); border:3px solid #0a4329;
  box-shadow: inset 0 0 0 2px rgba(255,255,255,.06); }
.front::before { content:""; position:absolute; inset:8px; border-radius:6px;
  background: repeating-linear-gradient(0deg, transparent 0 17px, rgba(120,230,160,.16) 17px 18px),
              repeating-linear-gradient(90deg, transparent 0 17px, rgba(120,230,160,.16) 17px 18px); }
.back { transform: rotateY(180deg); background:linear-gradient(135deg,#2b3a33,#18221d); border:3px solid #0a1f14; }
.back span { position:absolute; left:50%; top:50%; transform:translate(-50%,-50%); color:#6b8f7a; font-size:13px; letter-spacing:.2em; }
.chip { position:absolute; left:100px; top:55px; width:60px; height:60px; background:#1b1b20; border-radius:4px;
  box-shadow: 0 0 0 5px #d4b15e, 0 0 0 7px #1b1b20; }
.chip::after { content:"IMU"; position:absolute; inset:0; display:flex; align-items:center; justify-content:center;
  color:#b9b9c9; font:700 13px monospace; }
.chip i { position:absolute; width:6px; height:6px; border-radius:50%; background:#666; left:6px; top:6px; }
.hole { position:absolute; width:14px; height:14px; border-radius:50%; background:#0c0d16; box-shadow:0 0 0 3px #d9b869; }
.led { position:absolute; right:26px; top:20px; width:10px; height:10px; border-radius:50%; background:#ff4d5e; box-shadow:0 0 10px #ff4d5e; }
.axis { position:absolute; left:24px; bottom:22px; color:#fff; font:700 11px monospace; }
.axis b { display:block; position:absolute; background:#ff6a6a; height:3px; width:34px; left:0; bottom:0; }
.axis b.y { background:#6aff8e; width:3px; height:34px; }
.axis em { position:absolute; font-style:normal; }
#card { position:relative; height:300px; border-radius:18px; overflow:hidden; border:2px solid #8f98d2;
  background:#1c1e34; }
.layer { position:absolute; inset:-40px; will-change:transform; }
#layer0 { background:
  radial-gradient(circle at 28% 48%, rgba(90,110,190,.55) 0 60px, transparent 100px),
  radial-gradient(1.6px 1.6px at 20% 30%, #fff, transparent), radial-gradient(1.4px 1.4px at 70% 20%, #fff, transparent),
  radial-gradient(1.8px 1.8px at 82% 62%, #fff, transparent), radial-gradient(1.2px 1.2px at 40% 76%, #fff, transparent),
  radial-gradient(1.5px 1.5px at 55% 42%, #fff, transparent), radial-gradient(1.3px 1.3px at 12% 70%, #fff, transparent),
  radial-gradient(1.6px 1.6px at 90% 35%, #fff, transparent), radial-gradient(1.2px 1.2px at 35% 15%, #fff, transparent),
  linear-gradient(180deg, #16194a, #3f1858); }
#layer1 svg { position:absolute; left:0; bottom:0; width:100%; height:55%; }
#tilt-anchor { position:absolute; right:70px; bottom:70px; width:120px; height:80px; }
#tilt { position:absolute; inset:0; transform-origin:0 0; border-radius:6px;
  background: radial-gradient(circle at 50% 50%, #1b1b20 0 16px, transparent 17px),
  linear-gradient(135deg,#1d8a55,#0f5a36); border:2px solid #0a4329; }
#layer2 { display:flex; align-items:flex-start; justify-content:center; padding-top:92px; }
#layer2 canvas { width:360px; height:72px; filter: drop-shadow(0 3px 6px rgba(0,0,0,.55)); }
.plots canvas { display:block; width:100%; height:110px; background:#10121f; border-radius:8px; margin-bottom:8px; }
.legend { color:var(--dim); font-size:12px; margin:-4px 0 8px; }
.legend b { font-weight:600; }
dl { display:grid; grid-template-columns: auto 1fr; gap:4px 14px; margin:0; }
dt { color:var(--dim); } dd { margin:0; font-variant-numeric: tabular-nums; }
dd.attention { color:#f3c27a; }
.controls label { display:flex; justify-content:space-between; align-items:center; gap:10px; margin:0 0 10px; }
select, button { background:#22253d; color:var(--text); border:1px solid var(--line); border-radius:8px; padding:6px 10px; font:inherit; }
button { cursor:pointer; width:100%; } button:hover, select:hover { border-color:#5b60a0; }
@media (max-width: 1100px) { main { grid-template-columns: 1fr; } }
"""#
}
