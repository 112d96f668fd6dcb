extension DashboardPage {
    /// The page's markup.
    static let body = #"""
<body>
<header>
  <canvas id="title" width="600" height="120" aria-label="Inertia"></canvas>
  <div class="sub">device motion, live from the board</div>
  <div id="connection">connecting…</div>
</header>
<main>
  <section class="panel" id="model-panel"><h2>Board (device rotation)</h2>
    <div class="stage"><div class="anchor"><div id="model">
      <div class="face front">
        <div class="hole" style="left:8px;top:8px"></div><div class="hole" style="right:8px;top:8px"></div>
        <div class="hole" style="left:8px;bottom:8px"></div><div class="hole" style="right:8px;bottom:8px"></div>
        <div class="chip"><i></i></div><div class="led"></div>
        <div class="axis"><b></b><b class="y"></b><em style="left:38px;bottom:-6px">x</em><em style="left:-3px;bottom:38px">y</em></div>
      </div>
      <div class="face back"><span>BACK</span></div>
    </div></div></div>
  </section>
  <section class="panel" id="card-panel"><h2>Parallax card</h2>
    <div id="card">
      <div class="layer" id="layer0"></div>
      <div class="layer" id="layer1">
        <svg viewBox="0 0 400 160" preserveAspectRatio="none"><path d="M0 70 C 60 30, 110 90, 170 55 S 290 20, 400 60 L400 160 L0 160Z" fill="#184650"/>
        <path d="M0 110 C 80 80, 150 130, 230 100 S 350 80, 400 105 L400 160 L0 160Z" fill="#0f2c35"/></svg>
        <div id="tilt-anchor"><div id="tilt"></div></div>
      </div>
      <div class="layer" id="layer2"><canvas id="card-title" width="600" height="120" aria-label="INERTIA"></canvas></div>
    </div>
  </section>
  <section class="panel status"><h2>Status</h2>
    <dl>
      <dt>source</dt><dd id="s-source">–</dd>
      <dt>chip</dt><dd id="s-chip">–</dd>
      <dt>filter</dt><dd id="s-filter">–</dd>
      <dt>prediction</dt><dd id="s-prediction">–</dd>
      <dt>sample rate</dt><dd id="s-rate">–</dd>
      <dt>dropped samples</dt><dd id="s-drops">–</dd>
      <dt>calibration</dt><dd id="s-calibration">–</dd>
      <dt>reference frame</dt><dd id="s-frame">–</dd>
      <dt>attitude (95 %)</dt><dd id="s-accuracy">–</dd>
      <dt>heading</dt><dd id="s-heading">–</dd>
      <dt>orientation</dt><dd id="s-orientation">–</dd>
      <dt>reduce motion</dt><dd id="s-reduce">–</dd>
      <dt>updates</dt><dd id="s-updates">–</dd>
      <dt>sample → page</dt><dd id="s-latency">–</dd>
    </dl>
  </section>
  <section class="panel plots" style="grid-column: span 2"><h2>Last 10 seconds</h2>
    <canvas id="plot-gyro" width="900" height="110"></canvas>
    <div class="legend">gyroscope, rad/s — <b style="color:#ff6a6a">x</b> <b style="color:#6aff8e">y</b> <b style="color:#6ab8ff">z</b></div>
    <canvas id="plot-accel" width="900" height="110"></canvas>
    <div class="legend">accelerometer, g — <b style="color:#ff6a6a">x</b> <b style="color:#6aff8e">y</b> <b style="color:#6ab8ff">z</b></div>
    <canvas id="plot-attitude" width="900" height="110"></canvas>
    <div class="legend">attitude, degrees — <b style="color:#ff6a6a">roll (x)</b> <b style="color:#6aff8e">pitch (y)</b> <b style="color:#6ab8ff">yaw (z)</b></div>
  </section>
  <section class="panel controls"><h2>Controls</h2>
    <label>filter <select id="c-filter"></select></label>
    <label>reference frame <select id="c-frame"></select></label>
    <label>interface orientation <select id="c-orientation"></select></label>
    <label>reduce motion <input type="checkbox" id="c-reduce"></label>
    <button id="c-reset">reset reference attitude</button>
  </section>
</main>
</body>
"""#
}
