//! The explorer page in a real browser: the server runs in this process on a free port, and
//! Debian's Chromium, driven headless through chromedriver (WebDriver, with fantoccini), plays
//! Wythoff's game and Nim to the end against the computer, shows a parse error at its column,
//! opens the heatmap and a sequence plot, makes a wrong move and reads the tutor's correction,
//! walks the SG workshop for S = {1, 3, 4} to its period, shows the misère quotients of Kayles
//! and 0.144 as the API answers them, filters and sorts a small census and follows a game's links
//! to its sequence plot and its certificate, loads the page at a phone's width,
//! switches it to Chinese and back (every view at desktop and phone width in both languages),
//! opens every lesson in both languages at both widths (a move against the tutor, more rows of
//! its table, the k-multiple game's set N for k = 3), checks the fixes of issue 35 (a long error
//! on a phone, the sequence summary's game name and its labels, the example buttons' language),
//! and finally reads the browser's console: any error there fails the test.
//!
//! Screenshots of each state go to `target/e2e-screenshots/` (or under `CARGO_TARGET_DIR`); the
//! views in both languages are named `<lang>-<width>-<view>.png`, the lessons
//! `<lang>-<width>-lesson-<id>.png`.
//! Without `/usr/bin/chromium` and `/usr/bin/chromedriver` the test fails and says how to
//! install them; it never passes silently without a browser.

use std::fmt::Write as _;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, MouseActions, PointerAction};
use fantoccini::elements::Element;
use fantoccini::wd::{Capabilities, WebDriverCompatibleCommand};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

mod common;
use common::census_database;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const INSTALL: &str = "apt-get install -y chromium chromium-driver fonts-wqy-microhei";
/// How long one condition may take to come true in the page.
const WAIT: Duration = Duration::from_secs(20);
/// WebDriver's key codes.
const ENTER: &str = "\u{E007}";
const LEFT: &str = "\u{E012}";
const DOWN: &str = "\u{E015}";
const RIGHT: &str = "\u{E014}";

/// chromedriver (and the Chromium it starts, in the same process group) and the browser's
/// profile directory: killed and removed when dropped, whether the test passed or not.
struct Browser {
    driver: Child,
    profile: tempfile::TempDir,
}

impl Drop for Browser {
    fn drop(&mut self) {
        // chromedriver was started as the leader of its own process group, which Chromium and
        // its helpers join: one signal ends them all.
        let group = nix::unistd::Pid::from_raw(self.driver.id() as i32);
        let _ = nix::sys::signal::killpg(group, nix::sys::signal::Signal::SIGKILL);
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free local port");
    listener.local_addr().expect("its address").port()
}

/// Starts chromedriver on a free port and waits until it accepts connections.
fn start_chromedriver() -> (Browser, u16) {
    for tool in [CHROMIUM, CHROMEDRIVER] {
        assert!(
            Path::new(tool).exists(),
            "{tool} is missing: the browser test needs Chromium and chromedriver; install them with `{INSTALL}`"
        );
    }
    let port = free_port();
    let profile = tempfile::Builder::new()
        .prefix("grundy-e2e-profile-")
        .tempdir()
        .expect("a fresh browser profile directory");
    let driver = {
        use std::os::unix::process::CommandExt as _;
        Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .unwrap_or_else(|e| {
                panic!("cannot start {CHROMEDRIVER} ({e}); install it with `{INSTALL}`")
            })
    };
    let browser = Browser { driver, profile };
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "chromedriver did not listen on port {port} within 15 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    (browser, port)
}

async fn start_server(census: PathBuf) -> SocketAddr {
    let config = grundy_server::Config {
        census: Some(census),
        ..grundy_server::Config::default()
    };
    let server = grundy_server::Server::bind("127.0.0.1:0".parse().expect("an address"), config)
        .await
        .expect("the server binds a free port");
    let addr = server.local_addr();
    tokio::spawn(server.run());
    addr
}

async fn open_session(port: u16, profile: &Path) -> Client {
    let arguments = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1280,900",
        // The page's first language follows the browser's: English here, whatever the machine.
        "--lang=en-US",
    ];
    let mut args: Vec<String> = arguments.iter().map(|a| a.to_string()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    let capabilities = json!({
        "browserName": "chrome",
        "goog:chromeOptions": { "binary": CHROMIUM, "args": args },
        "goog:loggingPrefs": { "browser": "ALL" },
    });
    let Value::Object(capabilities) = capabilities else {
        unreachable!()
    };
    let capabilities: Capabilities = capabilities;
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session through chromedriver")
}

/// chromedriver's (pre-W3C) endpoint for the browser's console: POST /session/{id}/se/log.
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/se/log",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(json!({ "type": "browser" }).to_string()),
        )
    }
}

/// The page, with what the test needs around it: waiting for conditions, screenshots, and the
/// console entries read so far, each with the step it was read after.
struct Page {
    client: Client,
    base: String,
    shots: PathBuf,
    shot_count: usize,
    console: Vec<(String, Value)>,
}

impl Page {
    async fn goto(&self, fragment: &str) {
        self.client
            .goto(&format!("{}/{fragment}", self.base))
            .await
            .expect("the page loads");
    }

    async fn find(&self, css: &str) -> Element {
        self.client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no element {css}: {e}"))
    }

    async fn click(&self, css: &str) {
        self.find(css)
            .await
            .click()
            .await
            .unwrap_or_else(|e| panic!("cannot click {css}: {e}"));
    }

    async fn js(&self, script: &str) -> Value {
        self.client
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
    }

    /// Waits until `expression` (JavaScript) is truthy; returns its value.
    async fn until(&self, what: &str, expression: &str) -> Value {
        let started = Instant::now();
        loop {
            let value = self.js(&format!("return ({expression});")).await;
            let truthy = match &value {
                Value::Null => false,
                Value::Bool(b) => *b,
                Value::String(s) => !s.is_empty(),
                Value::Number(n) => n.as_f64() != Some(0.0),
                _ => true,
            };
            if truthy {
                return value;
            }
            if started.elapsed() > WAIT {
                if let Ok(png) = self.client.screenshot().await {
                    let _ = std::fs::write(self.shots.join("timeout.png"), png);
                }
                panic!("timed out waiting for {what} ({expression})");
            }
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
    }

    async fn text(&self, css: &str) -> String {
        self.find(css)
            .await
            .text()
            .await
            .unwrap_or_else(|e| panic!("no text in {css}: {e}"))
    }

    async fn type_into(&self, css: &str, text: &str) {
        let input = self.find(css).await;
        input.clear().await.expect("the input clears");
        input.send_keys(text).await.expect("the input takes keys");
    }

    async fn screenshot(&mut self, name: &str) {
        let png = self.client.screenshot().await.expect("a screenshot");
        self.shot_count += 1;
        let path = self
            .shots
            .join(format!("{:02}-{name}.png", self.shot_count));
        std::fs::write(&path, png).unwrap_or_else(|e| panic!("cannot write {path:?}: {e}"));
    }

    /// Reads (and empties) the browser's console log, keeping the entries under `step`.
    async fn read_console(&mut self, step: &str) {
        let log = self
            .client
            .issue_cmd(BrowserLog)
            .await
            .expect("chromedriver gives the browser's log");
        for entry in log.as_array().cloned().unwrap_or_default() {
            self.console.push((step.to_string(), entry));
        }
    }
}

fn screenshot_dir() -> PathBuf {
    // Cargo reads a relative CARGO_TARGET_DIR from where it was run, usually the workspace's
    // root; a test runs in its package's directory.
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let target = match std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from) {
        Some(dir) if dir.is_absolute() => dir,
        Some(dir) => workspace.join(dir),
        None => workspace.join("target"),
    };
    let dir = target.join("e2e-screenshots");
    // A fresh folder each run: numbered shots of an earlier run would stay beside these.
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot create {dir:?}: {e}"));
    dir
}

/// (1) Wythoff's game from an N-position, the person taking the hint's winning move each turn
/// (the first by keyboard, the others by clicking the square): the person wins.
async fn wythoff_to_the_end(page: &mut Page) {
    page.goto("#wythoff").await;
    // The random start: the server picks out an N-position, the page starts a game there.
    page.until(
        "the first game",
        "document.getElementById('panel-wythoff').dataset.busy === 'false'",
    )
    .await;
    page.click("#wy-random").await;
    page.until("a random N-position", "!document.getElementById('wy-random').disabled && document.getElementById('wy-status').textContent.startsWith('Your move')").await;
    let random = page.js("const q = document.querySelector('#wy-board .sq.queen'); return [q.dataset.a, q.dataset.b, document.getElementById('wy-a').value, document.getElementById('wy-b').value];").await;
    assert_eq!(
        random[0], random[2],
        "the queen stands where the inputs say"
    );
    assert_eq!(
        random[1], random[3],
        "the queen stands where the inputs say"
    );
    page.type_into("#wy-a", "12").await;
    page.type_into("#wy-b", "7").await;
    page.find("#wy-b").await.send_keys(ENTER).await.unwrap();
    page.until("the new game", "document.querySelector('[data-testid=sq-12-7]')?.classList.contains('queen') && document.getElementById('panel-wythoff').dataset.busy === 'false'").await;
    page.click("#wy-show-p").await;
    page.until(
        "the P-positions",
        "document.querySelectorAll('#wy-board .sq.p').length > 5",
    )
    .await;
    page.screenshot("wythoff-start").await;
    for turn in 0..40 {
        if page
            .js("return !document.getElementById('wy-result').hidden;")
            .await
            == json!(true)
        {
            break;
        }
        let moves_before = page
            .js("return document.querySelectorAll('#wy-log li').length;")
            .await;
        page.click("#wy-hint").await;
        let to = page
            .until("the hint", "!document.getElementById('wy-hint-text').hidden && document.getElementById('wy-hint-text').dataset.to")
            .await;
        let to = to.as_str().expect("the hint's square").to_string();
        let (x, y) = to.split_once(',').expect("x,y");
        let (x, y): (i64, i64) = (x.parse().unwrap(), y.parse().unwrap());
        if turn == 1 {
            page.screenshot("wythoff-hint").await;
        }
        if turn == 0 {
            // By keyboard: from the queen's square, arrows to the target, then Enter.
            let queen = page.find("#wy-board .sq.queen").await;
            let a: i64 = queen
                .attr("data-a")
                .await
                .unwrap()
                .unwrap()
                .parse()
                .unwrap();
            let b: i64 = queen
                .attr("data-b")
                .await
                .unwrap()
                .unwrap()
                .parse()
                .unwrap();
            let mut keys = String::new();
            for _ in 0..(a - x) {
                keys.push_str(LEFT);
            }
            for _ in 0..(b - y) {
                keys.push_str(DOWN);
            }
            keys.push_str(ENTER);
            queen.send_keys(&keys).await.expect("keys on the board");
        } else {
            page.click(&format!("[data-testid=sq-{x}-{y}]")).await;
        }
        page.until(
            "the computer's answer",
            &format!("document.querySelectorAll('#wy-log li').length > {moves_before} && document.getElementById('panel-wythoff').dataset.busy === 'false'"),
        )
        .await;
    }
    let winner = page.until("the end of the game", "!document.getElementById('wy-result').hidden && document.getElementById('wy-result').dataset.winner").await;
    assert_eq!(winner, json!("you"), "following the hints, the person wins");
    assert!(page.text("#wy-result").await.contains("You won"));
    assert!(
        page.js(
            "return document.querySelector('[data-testid=sq-0-0]').classList.contains('queen');"
        )
        .await
            == json!(true),
        "the queen ends at (0, 0)"
    );
    page.screenshot("wythoff-won").await;
    page.read_console("wythoff").await;
}

/// (2) Nim from (3, 4, 5): the first move from the list, one undo, then the hint's move typed
/// (Enter submits) each turn; the person wins.
async fn nim_to_the_end(page: &mut Page) {
    page.click("#tab-play").await;
    // The list of games comes from the API: wait for it, then choose Nim and its position.
    page.until(
        "the list of games",
        "document.querySelector('#play-game option[value=nim]')",
    )
    .await;
    page.find("#play-game")
        .await
        .select_by_value("nim")
        .await
        .unwrap();
    page.type_into("#play-expr", "nim(3, 4, 5)").await;
    page.find("#play-expr")
        .await
        .send_keys(ENTER)
        .await
        .unwrap();
    page.until("the Nim position", "document.getElementById('play-expr-now').textContent === 'nim(3,4,5)' && document.querySelector('#play-moves button')").await;
    page.screenshot("nim-start").await;
    // A move from the list, then undo.
    page.click("[data-testid=move-0]").await;
    page.until("the first turn", "document.querySelectorAll('#play-log li').length === 2 && document.getElementById('panel-play').dataset.busy === 'false'").await;
    page.click("#play-undo").await;
    page.until("undo", "document.getElementById('play-expr-now').textContent === 'nim(3,4,5)' && document.querySelectorAll('#play-log li').length === 0").await;
    for _ in 0..40 {
        if page
            .js("return !document.getElementById('play-result').hidden;")
            .await
            == json!(true)
        {
            break;
        }
        let moves_before = page
            .js("return document.querySelectorAll('#play-log li').length;")
            .await;
        page.click("#play-hint").await;
        let notation = page
            .until("the hint", "!document.getElementById('play-hint-text').hidden && document.getElementById('play-hint-text').dataset.notation")
            .await;
        let notation = notation.as_str().expect("the hint's move").to_string();
        page.type_into("#play-move", &notation).await;
        page.find("#play-move")
            .await
            .send_keys(ENTER)
            .await
            .unwrap();
        page.until(
            "the computer's answer",
            &format!("document.querySelectorAll('#play-log li').length > {moves_before} && document.getElementById('panel-play').dataset.busy === 'false'"),
        )
        .await;
    }
    let winner = page.until("the end of the game", "!document.getElementById('play-result').hidden && document.getElementById('play-result').dataset.winner").await;
    assert_eq!(
        winner,
        json!("you"),
        "following the hints from nim(3,4,5), the person wins"
    );
    assert!(page.text("#play-result").await.contains("You won"));
    assert!(
        !page.text("#play-explain").await.is_empty()
            || page.text("#play-log").await.contains("Computer"),
        "the computer's moves are explained"
    );
    page.screenshot("nim-won").await;
    page.read_console("nim").await;
}

/// (3) A bad expression: the error is shown with a caret at its column (12: the unknown game
/// `bsh`), and the input's cursor is put there. Then a good one, for the screenshot.
async fn analysis_error_at_its_column(page: &mut Page) {
    page.click("#tab-analyze").await;
    page.type_into("#an-expr", "nim(3,4) + bsh(2)").await;
    page.find("#an-expr").await.send_keys(ENTER).await.unwrap();
    page.until("the error", "!document.getElementById('analysis-error').hidden && document.querySelector('#analysis-error .caret')").await;
    let caret = page.find("#analysis-error .caret").await;
    assert_eq!(
        caret.attr("data-column").await.unwrap().as_deref(),
        Some("12")
    );
    let pad = page
        .js("return document.querySelector('#analysis-error .caret-pad').textContent.length;")
        .await;
    assert_eq!(pad, json!(11), "the caret stands under column 12");
    let line = page.text("#analysis-error .error-line").await;
    assert_eq!(&line[11..14], "bsh", "the caret points at the unknown game");
    assert!(page.text("#analysis-error").await.contains("unknown game"));
    let cursor = page.js("const input = document.getElementById('an-expr'); return [document.activeElement === input, input.selectionStart];").await;
    assert_eq!(
        cursor,
        json!([true, 11]),
        "the input's cursor is at the error"
    );
    page.screenshot("analysis-error").await;
    // The 400 answer is logged by Chromium as a failed resource: read it here, where it is
    // expected (see `unexpected_console_errors`), waiting a little for the log to have it.
    let started = Instant::now();
    loop {
        page.read_console("analysis-error").await;
        let logged = page.console.iter().any(|(step, entry)| {
            step == "analysis-error"
                && entry["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("/api/analyze"))
        });
        if logged || started.elapsed() > Duration::from_secs(3) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    page.type_into("#an-expr", "nim(3,4,5) + bash(10, max=3) + kayles(8)")
        .await;
    page.click("#an-submit").await;
    page.until("the analysis", "!document.getElementById('an-result').hidden && document.getElementById('analysis-error').hidden").await;
    assert_eq!(
        page.text("#an-outcome").await,
        "N-position: the player to move wins"
    );
    assert_eq!(page.text("#an-grundy").await, "1");
    assert!(page.text("#an-explain").await.contains("Sprague"));
    page.screenshot("analysis").await;
    page.read_console("analysis").await;

    // Move shapes the page has no words of its own for (Mock Turtles, a game on a graph,
    // Moore's Nim) still show every field: each component of value 4 moves to 0.
    page.type_into(
        "#an-expr",
        "turtles(2) + dag({1,2,3,4},{2,3,4},{3,4},{4},{},0) + moore(4,k=2)",
    )
    .await;
    page.click("#an-submit").await;
    page.until(
        "the analysis of new shapes",
        "document.getElementById('an-moves').textContent.includes('turn coins')",
    )
    .await;
    let moves = page.text("#an-moves").await;
    // Prose counts tokens and heaps from 1 (issue 35), where the JSON counts from 0.
    for shown in ["turn coins 2", "token 1 from vertex 0 → 4", "heaps 1 → (0)"] {
        assert!(moves.contains(shown), "{shown:?} missing from {moves:?}");
    }
    // The components the lead lists come from the catalogue: every game, the newest too.
    let games = page.text("#an-games").await;
    for example in [
        "nim(3,4,5)",
        "lasker(",
        "hackenbush(",
        "turtles(",
        "moore(",
        "euclid(",
    ] {
        assert!(
            games.contains(example),
            "{example:?} missing from {games:?}"
        );
    }

    // A Kayles row of 31 digits: its winning splits come as runs (first move, step, count),
    // and the count of all of them, a 29-digit integer, is shown in full.
    page.type_into("#an-expr", "kayles(1000000000000000000000000000000)")
        .await;
    page.click("#an-submit").await;
    page.until(
        "the runs",
        "document.getElementById('an-moves').textContent.includes('the first of')",
    )
    .await;
    assert_eq!(
        page.text("#an-moves-title").await,
        "Winning moves (83333333333333333333333333338)"
    );
    assert!(
        page.text("#an-moves")
            .await
            .contains("more tokens from the last heap")
    );
    page.js("document.getElementById('an-moves-title').scrollIntoView(); return 0;")
        .await;
    page.screenshot("analysis-runs").await;
    page.read_console("analysis-runs").await;
}

/// (4) The heatmap: drawn, zoomed out, panned by keyboard, read by hovering; and the sequence
/// plots of a subtraction game and of Kayles with their periods.
async fn heatmap_and_sequences(page: &mut Page) {
    page.click("#tab-heatmap").await;
    let settled = "document.getElementById('heat-view').textContent && !document.getElementById('heat-loading').textContent";
    page.until("the heatmap", settled).await;
    let view = page.text("#heat-view").await;
    assert!(view.starts_with("a 0–"), "{view}");
    // Out until the whole table shows (more clicks than needed do nothing).
    for _ in 0..6 {
        page.click("#heat-zoom-out").await;
    }
    page.until("the whole table", &format!("document.getElementById('heat-view').textContent.startsWith('a 0–4095, b 0–4095') && {settled}")).await;
    page.screenshot("heatmap-whole-table").await;
    for _ in 0..3 {
        page.click("#heat-zoom-in").await;
    }
    page.until("the zoomed-in heatmap", &format!("!document.getElementById('heat-view').textContent.startsWith('a 0–4095, b 0–4095') && {settled}")).await;
    let before = page.text("#heat-view").await;
    let canvas = page.find("#heat-canvas").await;
    canvas
        .send_keys(&RIGHT.repeat(3))
        .await
        .expect("keys on the heatmap");
    let view_changed = format!("document.getElementById('heat-view').textContent !== {before:?}");
    page.until(
        "the panned heatmap",
        &format!("{view_changed} && {settled}"),
    )
    .await;
    // Dragged by the mouse, 200 pixels to the left: the view moves right.
    let before = page.text("#heat-view").await;
    let drag = MouseActions::new("mouse".to_string())
        .then(PointerAction::MoveToElement {
            element: canvas.clone(),
            duration: None,
            x: 100.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: fantoccini::actions::MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(100)),
            x: -200.0,
            y: 0.0,
        })
        .then(PointerAction::Up {
            button: fantoccini::actions::MOUSE_BUTTON_LEFT,
        });
    page.client
        .perform_actions(drag)
        .await
        .expect("the mouse drags");
    page.client
        .release_actions()
        .await
        .expect("the mouse is released");
    let view_changed = format!("document.getElementById('heat-view').textContent !== {before:?}");
    page.until(
        "the dragged heatmap",
        &format!("{view_changed} && {settled}"),
    )
    .await;
    let hover = MouseActions::new("mouse".to_string()).then(PointerAction::MoveToElement {
        element: canvas.clone(),
        duration: None,
        x: 0.0,
        y: 0.0,
    });
    page.client
        .perform_actions(hover)
        .await
        .expect("the mouse moves");
    let readout = page
        .until("the hovered value", "/g = \\d+/.test(document.getElementById('heat-hover').textContent) && document.getElementById('heat-hover').textContent")
        .await;
    assert!(
        readout.as_str().unwrap().starts_with("(a, b) = ("),
        "{readout}"
    );
    page.screenshot("heatmap-panned").await;
    page.read_console("heatmap").await;

    page.click("#tab-sequence").await;
    page.until("the subtraction plot", "document.querySelector('#seq-svg .dot') && document.getElementById('seq-summary').textContent").await;
    let summary = page.text("#seq-summary").await;
    assert!(summary.contains("period"), "{summary}");
    page.screenshot("sequence-subtraction").await;
    page.find("#seq-kind")
        .await
        .select_by_value("octal")
        .await
        .unwrap();
    page.type_into("#seq-code", "kayles").await;
    page.type_into("#seq-to", "200").await;
    page.find("#seq-to").await.send_keys(ENTER).await.unwrap();
    page.until(
        "the Kayles plot",
        "document.getElementById('seq-summary').textContent.includes('Kayles')",
    )
    .await;
    let summary = page.text("#seq-summary").await;
    assert!(summary.contains("Preperiod 71, period 12"), "{summary}");
    assert!(
        page.js("return document.querySelectorAll('#seq-svg .period-band').length;")
            .await
            .as_u64()
            > Some(5)
    );
    page.screenshot("sequence-kayles").await;
    page.read_console("sequences").await;
}

/// (5) A phone's width: the page fits without scrolling sideways, board and game alike.
async fn phone_width(page: &mut Page) {
    page.client
        .set_window_size(375, 800)
        .await
        .expect("a phone-sized window");
    // A new load (not only a new #fragment), at the phone's width.
    page.goto("?phone#wythoff").await;
    page.until("the board", "document.querySelector('#wy-board .sq.queen') && document.getElementById('panel-wythoff').dataset.busy === 'false'").await;
    let width = page
        .js("return [window.innerWidth, document.documentElement.scrollWidth];")
        .await;
    let (inner, scroll) = (width[0].as_u64().unwrap(), width[1].as_u64().unwrap());
    assert!(inner <= 400, "the window is phone-sized: {inner} px");
    assert!(
        scroll <= inner,
        "nothing is wider than the screen ({scroll} > {inner} px)"
    );
    let board = page
        .js("return document.getElementById('wy-board').getBoundingClientRect().width;")
        .await;
    assert!(
        board.as_f64().unwrap() >= 280.0,
        "the board takes the screen's width on a phone: {board} px"
    );
    page.screenshot("phone-wythoff").await;
    page.click("#tab-play").await;
    page.click("#play-start").await;
    page.until(
        "the Nim position",
        "document.querySelector('#play-moves button')",
    )
    .await;
    let scroll = page
        .js("return document.documentElement.scrollWidth <= window.innerWidth;")
        .await;
    assert_eq!(
        scroll,
        json!(true),
        "the Play panel fits a phone; too wide: {}",
        page.js(TOO_WIDE).await
    );
    page.screenshot("phone-play").await;
    page.read_console("phone").await;
}

/// The elements that reach past the window's right edge, for a failure's message.
const TOO_WIDE: &str = "return [...document.querySelectorAll('body *')].filter((n) => n.getBoundingClientRect().right > window.innerWidth + 0.5).slice(0, 8).map((n) => `${n.tagName}#${n.id}.${n.className} ${Math.round(n.getBoundingClientRect().right)}`).join(', ');";

/// (6) The tutor: from Wythoff's (9, 4), an N-position whose one winning move is to (7, 4), the
/// person moves to (9, 2); the page says at once that this lets the computer win, names the
/// winning move and marks its square. Then Bash from the Play panel's default start (which the
/// person wins), a wrong take, the correction, and the computer's thinking when asked for.
async fn tutor_points_out_a_mistake(page: &mut Page) {
    page.client
        .set_window_size(1280, 900)
        .await
        .expect("a desktop-sized window");
    page.goto("?tutor#wythoff").await;
    page.until("the board", "document.querySelector('[data-testid=sq-9-4]')?.classList.contains('queen') && document.getElementById('panel-wythoff').dataset.busy === 'false'").await;
    page.click("[data-testid=sq-9-2]").await;
    page.until(
        "the tutor's correction",
        "!document.getElementById('wy-mistake').hidden && document.getElementById('panel-wythoff').dataset.busy === 'false'",
    )
    .await;
    let mistake = page.text("#wy-mistake").await;
    assert!(
        mistake.contains("lets the computer win"),
        "the mistake is said: {mistake}"
    );
    let winning = page
        .js("return [...document.querySelectorAll('#wy-mistake li')].map((li) => li.dataset.notation);")
        .await;
    assert_eq!(
        winning.as_array().map(Vec::len),
        Some(1),
        "(9, 4) has one winning move: {winning}"
    );
    assert!(
        mistake.contains("(7, 4)") || mistake.contains("7 4"),
        "the winning move (7, 4) is named: {mistake}"
    );
    assert_eq!(
        page.js(
            "return document.querySelector('[data-testid=sq-7-4]').classList.contains('missed');"
        )
        .await,
        json!(true),
        "the square that would have won is marked"
    );
    assert!(
        page.text("#wy-mistake .reason").await.len() > 10,
        "the reason is given"
    );
    page.screenshot("tutor-wythoff-mistake").await;
    // Undo puts the queen back where the person moved from, and the computer's reply is gone:
    // the page keeps each position's square as the server drew it, not read from `expr`.
    let queen = "[...document.querySelectorAll('#wy-board .sq.queen')].map((q) => `${q.dataset.a},${q.dataset.b}`).join(' ')";
    let moved_to = page.js(&format!("return {queen};")).await;
    assert_ne!(moved_to, json!("9,4"), "the computer has answered");
    page.click("#wy-undo").await;
    page.until(
        "the queen back on (9, 4)",
        &format!(
            "{queen} === '9,4' && document.getElementById('panel-wythoff').dataset.busy === 'false'"
        ),
    )
    .await;

    page.click("#tab-play").await;
    page.until(
        "the list of games",
        "document.querySelector('#play-game option[value=bash]')",
    )
    .await;
    let start = page
        .js("return document.getElementById('play-expr').value;")
        .await;
    assert_eq!(
        start,
        json!("bash(21,max=3)"),
        "the default start is one the person wins"
    );
    page.click("#play-think").await;
    page.click("#play-start").await;
    page.until("the Bash position", "document.getElementById('play-expr-now').textContent === 'bash(21,max=3)' && document.querySelector('#play-moves button') && document.getElementById('panel-play').dataset.busy === 'false'").await;
    assert_eq!(
        page.js("return document.getElementById('play-advice').dataset.outcome;")
            .await,
        json!("N"),
        "the advice says the start is won"
    );
    // 21 = 5·4 + 1: the one winning take is 1; take 2 instead.
    page.type_into("#play-move", "2").await;
    page.find("#play-move")
        .await
        .send_keys(ENTER)
        .await
        .unwrap();
    page.until(
        "the tutor's correction",
        "!document.getElementById('play-mistake').hidden && document.getElementById('panel-play').dataset.busy === 'false'",
    )
    .await;
    let notation = page
        .js("return document.getElementById('play-mistake').dataset.notation;")
        .await;
    assert_eq!(notation, json!("1"), "the winning take, 1, is shown");
    let thinking = page.text("#play-explain .thinking pre").await;
    assert!(
        !thinking.is_empty(),
        "the computer's thinking is shown when asked for"
    );
    page.screenshot("tutor-bash-mistake").await;
    page.read_console("tutor").await;
}

/// (7) The SG workshop for S = {1, 3, 4}: a few steps by hand (each shows the options and their
/// mex), then filled until the period shows: g = 0 1 0 1 2 3 2, period 7 from n = 0. Then the
/// sum of heaps 7, 9 and 12 decided by XOR: 0 ⊕ 0 ⊕ 3 = 3.
async fn sg_workshop_to_its_period(page: &mut Page) {
    page.click("#tab-sg").await;
    page.type_into("#sg-set", "1, 3, 4").await;
    page.click("#sg-reset").await;
    page.until("the game", "document.getElementById('panel-sg').dataset.busy === 'false' && document.getElementById('sg-status').textContent.includes('{1, 3, 4}')").await;
    for n in 0..3 {
        page.click("#sg-step").await;
        page.until(
            "a step",
            &format!("document.getElementById('panel-sg').dataset.filled === '{}' && document.getElementById('panel-sg').dataset.busy === 'false'", n + 1),
        )
        .await;
    }
    let mex = page.text("#sg-detail .mex-line").await;
    assert_eq!(mex, "g(2) = mex {1} = 0", "the step shows the mex");
    page.screenshot("sg-steps").await;
    page.click("#sg-run").await;
    page.until("the period", "!document.getElementById('sg-period').hidden && document.getElementById('panel-sg').dataset.busy === 'false'").await;
    let period = page.js("const p = document.getElementById('sg-period').dataset; return [p.preperiod, p.period];").await;
    assert_eq!(period, json!(["0", "7"]));
    let values = page.js("return [...document.querySelectorAll('#sg-row-g td')].map((td) => td.textContent).join(' ');").await;
    assert_eq!(values, json!("0 1 0 1 2 3 2 0 1 0 1 2 3 2"));
    page.type_into("#sg-heaps", "7, 9, 12").await;
    page.click("#sg-sum-go").await;
    page.until(
        "the sum",
        "document.getElementById('sg-sum').dataset.grundy",
    )
    .await;
    assert_eq!(
        page.js("return document.getElementById('sg-sum').dataset.grundy;")
            .await,
        json!("3")
    );
    assert!(
        page.text("#sg-sum")
            .await
            .contains("g(7) ⊕ g(9) ⊕ g(12) = 0 ⊕ 0 ⊕ 3 = 3")
    );
    // The winning move is in the heap of 9, the second game of the sum (issue 35: "game 1").
    let sum = page.text("#sg-sum").await;
    assert!(sum.contains("A winning move: game 2: take 4 → 5"), "{sum}");
    page.screenshot("sg-period").await;
    page.read_console("sg").await;
}

/// (8) The misère quotient: Kayles up to heap 60 and 0.144 up to heap 30, asked on the page; the
/// order, P-portion, status and heap map shown are the API's answer to the same request, asked
/// by the test itself. At a phone's width the form's controls are tap targets of at least 32 px.
async fn misere_quotient_view(page: &mut Page) {
    page.client
        .set_window_size(1280, 900)
        .await
        .expect("a desktop-sized window");
    page.goto("?misere#misere").await;
    for (code, to) in [("kayles", 60), ("0.144", 30)] {
        page.type_into("#mq-code", code).await;
        page.type_into("#mq-to", &to.to_string()).await;
        page.click("#mq-go").await;
        page.until(
            &format!("the quotient of {code}"),
            &format!("document.getElementById('panel-misere').dataset.busy === 'false' && !document.getElementById('mq-result').hidden && document.getElementById('mq-game').textContent.includes('{code}')"),
        )
        .await;
        let api = page
            .js(&format!("return fetch('/api/misere', {{ method: 'POST', headers: {{ 'Content-Type': 'application/json' }}, body: JSON.stringify({{ code: '{code}', to: {to} }}) }}).then((r) => r.json());"))
            .await;
        assert_eq!(api["answer"], json!("misere_quotient"), "{api}");
        let shown = page
            .js("return { order: document.getElementById('mq-order').textContent, p: document.getElementById('mq-p-count').textContent, p_words: [...document.querySelectorAll('#mq-p-portion code')].map((c) => c.textContent), status: document.getElementById('panel-misere').dataset.status, map: [...document.querySelectorAll('#mq-heap-map tr td:nth-child(2)')].map((td) => td.textContent), generators: document.querySelectorAll('#mq-generators li').length };")
            .await;
        assert_eq!(shown["order"], json!(api["order"].to_string()), "{code}");
        assert_eq!(
            shown["p"],
            json!(api["p_portion"].as_array().unwrap().len().to_string()),
            "{code}"
        );
        assert_eq!(shown["p_words"], api["p_portion"], "{code}");
        assert_eq!(shown["status"], api["status"], "{code}");
        assert_eq!(shown["map"], api["heap_map"], "{code}: the heap map");
        assert_eq!(
            shown["generators"],
            json!(api["generators"].as_array().unwrap().len()),
            "{code}"
        );
        if code == "kayles" {
            assert_eq!(
                api["order"],
                json!(40),
                "Kayles' misère quotient has 40 elements"
            );
            assert_eq!(api["p_portion"].as_array().unwrap().len(), 9);
        } else {
            let stopped = page.text("#mq-stopped").await;
            assert!(
                api["stopped_by"].is_null() || !stopped.is_empty(),
                "a quotient that stopped early says so: {api}"
            );
        }
        page.screenshot(&format!("misere-{code}")).await;
    }
    page.client
        .set_window_size(375, 800)
        .await
        .expect("a phone-sized window");
    page.goto("?misere-phone#misere").await;
    page.click("#mq-go").await;
    page.until("the quotient at a phone's width", "document.getElementById('panel-misere').dataset.busy === 'false' && !document.getElementById('mq-result').hidden").await;
    let sizes = page
        .js("return ['#mq-go', '#mq-code', '#mq-to', '#tab-misere'].map((css) => { const r = document.querySelector(css).getBoundingClientRect(); return [css, Math.min(r.width, r.height)]; });")
        .await;
    for size in sizes.as_array().unwrap() {
        assert!(
            size[1].as_f64().unwrap() >= 32.0,
            "a tap target of at least 32 px at 375 px: {size}"
        );
    }
    let fits = page
        .js("return document.documentElement.scrollWidth <= window.innerWidth;")
        .await;
    assert_eq!(
        fits,
        json!(true),
        "the misère view fits a phone; too wide: {}",
        page.js(TOO_WIDE).await
    );
    page.screenshot("phone-misere").await;
    page.read_console("misere").await;
}

/// (9b) The pattern lab: the ready examples tabulated by the server and laid out as it answers
/// (take a square: no pattern; take at most half: the P-positions 2^k − 1 by a recurrence;
/// sub(n,{1,3,4}): period 7, proven, plotted with its zeros marked; Wythoff as a script: Beatty
/// with the golden ratio, the P-squares of the grid), the statements in Chinese after the switch,
/// and a loopy and a runaway script refused in one line that fits a phone.
async fn pattern_lab_view(page: &mut Page) {
    page.client
        .set_window_size(1280, 900)
        .await
        .expect("a desktop-sized window");
    page.goto("?lang=en#pattern").await;
    let ready = "document.getElementById('panel-pattern').dataset.busy === 'false' && !document.getElementById('pt-result').hidden";
    page.until("the first table (take a square)", ready).await;
    let kind = page
        .js("return document.getElementById('pt-outcomes-statement').dataset.kind;")
        .await;
    assert_eq!(kind, json!("none"), "take a square has no pattern");
    let examples = [
        ("half", "recurrence"),
        ("subtraction", "periodic"),
        ("wythoff", "beatty"),
    ];
    for (example, kind) in examples {
        page.click(&format!("[data-pattern-example={example}]"))
            .await;
        page.until(
            &format!("the pattern of {example}"),
            &format!("{ready} && document.getElementById('pt-outcomes-statement').dataset.kind === '{kind}'"),
        )
        .await;
        let body = page
            .js("const text = document.getElementById('pt-rules').value; const body = /\\bfn\\s/.test(text) ? { rules: text } : { expr: text.trim() }; body.to = Number(document.getElementById('pt-to').value); return fetch('/api/pattern', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());")
            .await;
        assert_eq!(body["answer"], json!("pattern"), "{body}");
        let statement = page.text("#pt-outcomes-statement").await;
        assert_eq!(
            json!(statement),
            body["outcomes"]["pattern"]["statement"],
            "{example}: the statement is the server's"
        );
        let marked = page
            .js("return document.querySelectorAll('#pt-table td.p').length;")
            .await;
        match example {
            "half" => {
                let list = page.text("#pt-p-count").await;
                assert!(list.contains("0, 1, 3, 7, 15, 31, 63, 127"), "{list}");
                assert_eq!(
                    marked,
                    json!(2 * 9),
                    "the P-heaps 0..255 of the table, in both rows"
                );
            }
            "subtraction" => {
                let shown = page
                    .js("return document.getElementById('pt-values-statement').dataset.proven;")
                    .await;
                assert_eq!(
                    shown,
                    json!("true"),
                    "sub(n,{{1,3,4}}): the period is proven"
                );
                let values = &body["values"];
                assert_eq!(values["pattern"]["period"], json!(7));
                let dots = page
                    .js("return [document.querySelectorAll('#pt-svg .dot').length, document.querySelectorAll('#pt-svg .dot.zero').length];")
                    .await;
                let p_count = body["outcomes"]["p_positions"].as_array().unwrap().len();
                assert_eq!(
                    dots,
                    json!([61, p_count]),
                    "every value drawn, the zeros marked"
                );
            }
            _ => {
                assert_eq!(body["outcomes"]["pattern"]["alpha"], json!("(1+sqrt(5))/2"));
                let cells = page
                    .js("const rows = [...document.querySelectorAll('#pt-table tbody tr')]; return [[0, 0], [1, 2], [2, 1], [3, 5], [5, 3], [1, 1]].map(([a, b]) => rows[a].children[b + 1].classList.contains('p'));")
                    .await;
                assert_eq!(cells, json!([true, true, true, true, true, false]));
                let in_grid = body["outcomes"]["p_positions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|pair| pair[0].as_u64().unwrap() < 30 && pair[1].as_u64().unwrap() < 30)
                    .count();
                assert_eq!(marked, json!(in_grid), "every P-pair of the grid marked");
            }
        }
        page.screenshot(&format!("pattern-{example}")).await;
    }
    // The statements are the server's prose: in Chinese after the switch.
    page.click("#lang-zh").await;
    page.until(
        "the Chinese statement",
        &format!("{ready} && /[\\u4e00-\\u9fff]/.test(document.getElementById('pt-outcomes-statement').textContent)"),
    )
    .await;
    page.screenshot("pattern-zh").await;
    page.read_console("pattern").await;
    // A loopy and a runaway script, refused in one line, at a phone's width.
    page.client
        .set_window_size(375, 800)
        .await
        .expect("a phone-sized window");
    for (script, kind) in [
        ("fn moves(n) { [n] }", "unsupported"),
        ("fn moves(n) { let i = 0; loop { i += 1; } }", "too_large"),
    ] {
        page.type_into("#pt-rules", script).await;
        page.type_into("#pt-to", "20").await;
        page.click("#pt-go").await;
        page.until(
            &format!("the refusal of {script}"),
            &format!("document.getElementById('panel-pattern').dataset.busy === 'false' && !document.getElementById('pt-error').hidden && document.getElementById('pt-error').dataset.kind === '{kind}'"),
        )
        .await;
        let error = page.text("#pt-error").await;
        assert_eq!(error.lines().count(), 1, "one line: {error}");
        let fits = page
            .js("return document.documentElement.scrollWidth <= window.innerWidth;")
            .await;
        assert_eq!(
            fits,
            json!(true),
            "the refusal fits a phone; too wide: {}",
            page.js(TOO_WIDE).await
        );
        page.screenshot(&format!("pattern-refused-{kind}")).await;
    }
    page.read_console("pattern-error").await;
    // Back to English, and to a table, for the views that follow.
    page.click("#lang-en").await;
    page.until("English", "document.documentElement.lang === 'en'")
        .await;
    page.click("[data-pattern-example=square]").await;
    page.until("the table again", ready).await;
    page.read_console("pattern-after").await;
}

/// (9) The census: the table of the server's census database, every row the API answers,
/// filtered by status and sorted by a column's head; a game's code opens its sequence plot
/// (the values the database holds, the period proven), at an address that plots it again when
/// loaded afresh; its certificate link gives the database's certificate, which verifies.
async fn census_view(page: &mut Page, census: &Path) {
    page.client
        .set_window_size(1280, 900)
        .await
        .expect("a desktop-sized window");
    page.goto("?census#census").await;
    page.until(
        "the census",
        "document.getElementById('panel-census').dataset.busy === 'false' && !document.getElementById('cs-result').hidden",
    )
    .await;
    let api = page
        .js("return fetch('/api/census').then((r) => r.json());")
        .await;
    let games = api["games"].as_array().expect("the census's games");
    assert_eq!(games.len(), 5, "{api}");
    let shown = page
        .js("return [...document.querySelectorAll('#cs-body tr')].map((tr) => tr.dataset.code);")
        .await;
    let codes: Vec<Value> = games.iter().map(|g| g["code"].clone()).collect();
    assert_eq!(shown, json!(codes), "every game, in the census's order");
    // Only the open games.
    page.js("const f = document.getElementById('cs-filter'); f.value = 'open'; f.dispatchEvent(new Event('change')); return 0;")
        .await;
    let open: Vec<Value> = games
        .iter()
        .filter(|g| g["status"] == "open")
        .map(|g| g["code"].clone())
        .collect();
    assert!(!open.is_empty(), "0.6 is open at 300 heaps: {api}");
    let shown = page
        .js("return [...document.querySelectorAll('#cs-body tr')].map((tr) => tr.dataset.code);")
        .await;
    assert_eq!(shown, json!(open), "the open games only");
    // Every game again, sorted by period, longest first (a second press).
    page.js("const f = document.getElementById('cs-filter'); f.value = 'all'; f.dispatchEvent(new Event('change')); return 0;")
        .await;
    page.click("#cs-head button[data-key=period]").await;
    page.click("#cs-head button[data-key=period]").await;
    let periods = page
        .js("return [...document.querySelectorAll('#cs-body tr')].map((tr) => tr.children[3].textContent);")
        .await;
    let mut expected: Vec<u64> = games.iter().filter_map(|g| g["period"].as_u64()).collect();
    expected.sort_unstable_by(|a, b| b.cmp(a));
    let mut expected: Vec<String> = expected.iter().map(u64::to_string).collect();
    expected.extend(
        games
            .iter()
            .filter(|g| g["period"].is_null())
            .map(|_| "—".to_string()),
    );
    assert_eq!(periods, json!(expected), "sorted by period, descending");
    assert_eq!(
        page.js(
            "return document.querySelector('#cs-head th[aria-sort]').getAttribute('aria-sort');"
        )
        .await,
        json!("descending")
    );
    page.screenshot("census").await;
    page.read_console("census").await;
    census_links(page, census, games).await;
}

/// The census's links: every game's code to its plot, every proven period to its certificate.
async fn census_links(page: &mut Page, census: &Path, games: &[Value]) {
    let db = grundy_census::Database::open(census).expect("the census database");
    let links = page
        .js("return [...document.querySelectorAll('#cs-body tr')].map((tr) => [tr.dataset.code, tr.querySelector('a.cs-plot')?.getAttribute('href') ?? null, tr.querySelector('a.cs-cert')?.getAttribute('href') ?? null]);")
        .await;
    let links = links.as_array().expect("the rows' links");
    assert_eq!(links.len(), games.len());
    for link in links {
        let code = link[0].as_str().expect("a code");
        let game = games
            .iter()
            .find(|g| g["code"] == code)
            .expect("the API's row");
        assert!(
            link[1]
                .as_str()
                .is_some_and(|href| href.starts_with(&format!("#sequence?code={code}&to="))),
            "{code}'s code links to its plot: {link}"
        );
        let certificate = link[2].as_str().map(String::from);
        assert_eq!(
            certificate,
            (game["certificate"] == true).then(|| format!("/api/census/certificate?code={code}")),
            "{code}'s certificate link"
        );
    }

    // The certificate of Kayles, as the page links it: the database's text, which verifies.
    let fetched = page
        .js("const a = document.querySelector('#cs-body tr[data-code=\"0.77\"] a.cs-cert'); return fetch(a.href).then(async (r) => [r.status, r.headers.get('content-type'), await r.text()]);")
        .await;
    assert_eq!(fetched[0], json!(200), "{fetched}");
    assert_eq!(fetched[1], json!("text/plain; charset=utf-8"));
    let text = fetched[2].as_str().expect("the certificate's text");
    assert_eq!(
        Some(text),
        db.certificate("0.77")
            .expect("the database reads")
            .as_deref()
    );
    let verdict = grundy::report::ask(
        &grundy::report::VerifyRequest {
            certificate: text.to_string(),
        },
        &mut grundy::report::Job::new(grundy::report::Limits::LOCAL),
    )
    .expect("the certificate reads");
    assert!(verdict.verified, "{verdict:?}");
    assert_eq!((verdict.preperiod, verdict.period), (71, 12));

    // Kayles's code: its plot, with the values the database holds and its period proven.
    page.click("#cs-body tr[data-code=\"0.77\"] a.cs-plot")
        .await;
    let plotted = "!document.getElementById('panel-sequence').hidden && document.getElementById('panel-sequence').dataset.busy === 'false' && document.querySelector('#seq-svg .dot') && document.getElementById('seq-summary').textContent.includes('0.77')";
    page.until("Kayles's plot from the census", plotted).await;
    let kayles = games
        .iter()
        .find(|g| g["code"] == "0.77")
        .expect("Kayles's row");
    let heaps = kayles["heaps_computed"].as_u64().expect("heaps computed");
    let to = heaps.max(71 + 2 * 12);
    assert_eq!(
        page.js("return location.hash;").await,
        json!(format!("#sequence?code=0.77&to={to}")),
        "the plot's address"
    );
    let values = db
        .values("0.77")
        .expect("the database reads")
        .expect("Kayles's values");
    assert!(
        values.len() as u64 > to,
        "the census computed Kayles to {heaps}"
    );
    let expected: Vec<u32> = values[..=to as usize].to_vec();
    assert_eq!(
        plotted_values(page, &expected).await,
        expected,
        "the plot shows g(0..={to}) of the census"
    );
    let summary = page.text("#seq-summary").await;
    assert!(summary.contains("Preperiod 71, period 12"), "{summary}");
    assert_eq!(
        page.js("return [document.getElementById('seq-kind').value, document.getElementById('seq-code').value, document.getElementById('seq-to').value];").await,
        json!(["octal", "0.77", to.to_string()])
    );
    page.screenshot("census-kayles-plot").await;

    // The address, loaded afresh (shared, or reloaded): the same plot.
    page.goto(&format!("?again#sequence?code=0.77&to={to}"))
        .await;
    page.until("Kayles's plot, loaded afresh", plotted).await;
    assert_eq!(
        plotted_values(page, &expected).await,
        expected,
        "the same plot"
    );
    page.read_console("census-links").await;
}

/// The values the sequence chart draws, read from its dots' heights: g(0) = 0 is the lowest,
/// and the highest is the largest of `expected` (the chart scales to it).
async fn plotted_values(page: &Page, expected: &[u32]) -> Vec<u32> {
    let heights = page
        .js("return [...document.querySelectorAll('#seq-svg .dot')].map((d) => Number(d.getAttribute('cy')));")
        .await;
    let heights: Vec<f64> = heights
        .as_array()
        .expect("the dots")
        .iter()
        .map(|h| h.as_f64().expect("a height"))
        .collect();
    let zero = heights[0];
    let top = heights.iter().copied().fold(f64::INFINITY, f64::min);
    let largest = f64::from(expected.iter().copied().max().unwrap_or(0));
    heights
        .iter()
        .map(|h| ((zero - h) / (zero - top) * largest).round() as u32)
        .collect()
}

/// The views of the page, with what to do in each before its screenshot: (tab, action, the
/// condition that says it is drawn).
const VIEWS: &[(&str, &str, &str)] = &[
    (
        "wythoff",
        "",
        "document.querySelector('#wy-board .sq.queen') && document.querySelectorAll('#wy-ptable-body tr').length === 13 && document.getElementById('panel-wythoff').dataset.busy === 'false'",
    ),
    (
        "play",
        "#play-start",
        "document.querySelector('#play-moves button') && document.getElementById('panel-play').dataset.busy === 'false'",
    ),
    (
        "sg",
        "#sg-run",
        "!document.getElementById('sg-period').hidden && document.getElementById('panel-sg').dataset.busy === 'false'",
    ),
    ("sequence", "", "document.querySelector('#seq-svg .dot')"),
    (
        "pattern",
        "",
        "!document.getElementById('pt-result').hidden && document.getElementById('panel-pattern').dataset.busy === 'false'",
    ),
    (
        "heatmap",
        "",
        "document.getElementById('heat-view').textContent && !document.getElementById('heat-loading').textContent",
    ),
    (
        "analyze",
        "#an-submit",
        "!document.getElementById('an-result').hidden",
    ),
    (
        "misere",
        "#mq-go",
        "!document.getElementById('mq-result').hidden && document.getElementById('panel-misere').dataset.busy === 'false'",
    ),
    (
        "census",
        "",
        "!document.getElementById('cs-result').hidden && document.querySelectorAll('#cs-body tr').length > 0",
    ),
    (
        "lessons",
        "",
        "document.querySelectorAll('#lessons-list a').length === 5 && !document.getElementById('lessons-index').hidden",
    ),
    (
        "glossary",
        "",
        "document.querySelectorAll('#glossary-body tr').length > 10 && [...document.querySelectorAll('#glossary-body td:last-child')].every((td) => td.textContent)",
    ),
];

/// (10) Both languages: the switch, remembered across a reload, `<html lang>`, no message left
/// as its id, the server's prose in the language chosen; and every view at desktop and phone
/// width, in each language.
async fn both_languages_every_view(page: &mut Page) {
    for (lang, switch) in [("zh", "#lang-zh"), ("en", "#lang-en")] {
        page.client
            .set_window_size(1280, 900)
            .await
            .expect("a desktop-sized window");
        page.goto(&format!("?{lang}#wythoff")).await;
        page.until(
            "the page",
            "document.getElementById('panel-wythoff').dataset.busy === 'false'",
        )
        .await;
        page.click(switch).await;
        let html_lang = if lang == "zh" { "zh-CN" } else { "en" };
        page.until(
            "the language",
            &format!("document.documentElement.lang === '{html_lang}'"),
        )
        .await;
        // Remembered: a new load starts in the language chosen.
        page.goto(&format!("?{lang}-again#wythoff")).await;
        page.until(
            "the remembered language",
            &format!("document.documentElement.lang === '{html_lang}' && document.getElementById('wy-status').textContent"),
        )
        .await;
        let tab = page.text("#tab-play").await;
        assert_eq!(tab, if lang == "zh" { "对弈" } else { "Play" });
        let raw = page
            .js("return [...document.querySelectorAll('[data-i18n]')].filter((n) => n.textContent === n.dataset.i18n).map((n) => n.dataset.i18n);")
            .await;
        assert_eq!(raw, json!([]), "every text of the page has its message");
        for (width, height) in [(1280, 900), (375, 800)] {
            page.client
                .set_window_size(width, height)
                .await
                .expect("a window of the size");
            for (view, action, ready) in VIEWS {
                page.click(&format!("#tab-{view}")).await;
                if !action.is_empty() {
                    page.click(action).await;
                }
                page.until(&format!("the {view} view ({lang}, {width} px)"), ready)
                    .await;
                let fits = page
                    .js("return document.documentElement.scrollWidth <= window.innerWidth;")
                    .await;
                assert_eq!(
                    fits,
                    json!(true),
                    "the {view} view fits {width} px ({lang}); too wide: {}",
                    page.js(TOO_WIDE).await
                );
                page.js("window.scrollTo(0, 0); return 0;").await;
                page.screenshot(&format!("{lang}-{width}-{view}")).await;
            }
        }
        if lang == "zh" {
            // The server's prose comes in Chinese too: the analysis's explanation.
            page.click("#tab-analyze").await;
            page.click("#an-submit").await;
            page.until(
                "the analysis",
                "!document.getElementById('an-result').hidden",
            )
            .await;
            let outcome = page.text("#an-outcome").await;
            assert!(outcome.contains("必胜态"), "{outcome}");
            let explanation = page.text("#an-explain").await;
            assert!(
                explanation
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "the explanation is in Chinese: {explanation}"
            );
            chinese_prose_counts_from_one(page).await;
        }
        page.read_console(&format!("languages-{lang}")).await;
    }
    // Tap targets at a phone's width: the Wythoff board's squares are at least 32 px.
    page.client
        .set_window_size(375, 800)
        .await
        .expect("a phone-sized window");
    page.goto("?tap#wythoff").await;
    page.until("the board", "document.querySelector('#wy-board .sq.queen') && document.getElementById('panel-wythoff').dataset.busy === 'false'").await;
    let side = page
        .js("return document.querySelector('[data-testid=sq-0-0]').getBoundingClientRect().width;")
        .await;
    assert!(
        side.as_f64().unwrap() >= 32.0,
        "a square is a tap target of at least 32 px: {side}"
    );

    // A shared link's `?lang=` wins over the remembered language (English by now), and the
    // address keeps saying the language through the views' links.
    page.goto("?lang=zh#wythoff").await;
    page.until("the linked language", "document.documentElement.lang === 'zh-CN' && document.getElementById('wy-status').textContent && document.getElementById('panel-wythoff').dataset.busy === 'false'").await;
    // A Chinese hint's sentences end in Chinese: 。, not a half-width period.
    page.click("#wy-hint").await;
    page.until("the Chinese hint", "!document.getElementById('wy-hint-text').hidden && document.getElementById('wy-hint-text').textContent.includes('。')").await;
    let hint = page.text("#wy-hint-text").await;
    assert!(!hint.contains(". "), "a half-width period in {hint:?}");
    page.click("#tab-analyze").await;
    let search = page.js("return location.search;").await;
    assert_eq!(search, json!("?lang=zh"), "the address keeps the language");
    page.click("#lang-en").await;
    page.until(
        "English",
        "document.documentElement.lang === 'en' && location.search === '?lang=en'",
    )
    .await;
}

/// The lessons, one per seed article, by their address `#lessons?id=ID`.
const LESSONS: &[&str] = &["bash", "nim", "wythoff", "fib", "sg"];

/// Whether a text has Chinese characters.
fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// (11) The lessons in both languages: the list's links keep `?lang`; each lesson opens at its
/// address in the language of the link, its board plays a move and the tutor answers, its table
/// (built by the server) gets more rows on request; at 1280 and 375 px, where nothing is wider
/// than the screen, with a screenshot `<lang>-<width>-lesson-<id>` of each.
async fn lessons_in_both_languages(page: &mut Page) {
    for lang in ["en", "zh"] {
        page.client
            .set_window_size(1280, 900)
            .await
            .expect("a desktop-sized window");
        page.goto(&format!("?lang={lang}#lessons")).await;
        page.until(
            "the list of lessons",
            "document.querySelectorAll('#lessons-list a').length === 5",
        )
        .await;
        page.click("#lessons-list a[data-lesson=nim]").await;
        page.until(
            "the Nim lesson from the list",
            "location.hash === '#lessons?id=nim' && document.getElementById('lesson-title')",
        )
        .await;
        assert_eq!(
            page.js("return location.search;").await,
            json!(format!("?lang={lang}")),
            "the lesson's link keeps the language"
        );
        for id in LESSONS {
            for (width, height) in [(1280, 900), (375, 800)] {
                page.client
                    .set_window_size(width, height)
                    .await
                    .expect("a window of the size");
                page.goto(&format!("?lang={lang}&at={width}#lessons?id={id}"))
                    .await;
                let ready = "document.getElementById('lesson-title') && document.querySelector('#lesson-moves button') && document.getElementById('lesson-table').dataset.busy === 'false' && Number(document.getElementById('lesson-table').dataset.rows) > 0 && document.getElementById('panel-lessons').dataset.busy === 'false'";
                page.until(&format!("the {id} lesson ({lang}, {width} px)"), ready)
                    .await;
                let title = page.text("#lesson-title").await;
                assert_eq!(
                    has_chinese(&title),
                    lang == "zh",
                    "the {id} lesson's title is in {lang}: {title}"
                );
                let raw = page
                    .js("return [...document.querySelectorAll('#lesson *')].filter((n) => n.children.length === 0 && /^lesson-[a-z0-9-]+$/.test(n.textContent.trim())).map((n) => n.textContent);")
                    .await;
                assert_eq!(
                    raw,
                    json!([]),
                    "every text of the {id} lesson has its message"
                );
                if width == 1280 {
                    // The board: a move, and the tutor's answer (the reply, and the mistake
                    // when the move threw the win away).
                    page.click("[data-testid=lesson-move-0]").await;
                    page.until(
                        &format!("the tutor's answer in the {id} lesson"),
                        "(!document.getElementById('lesson-reply').hidden || !document.getElementById('lesson-mistake').hidden) && document.getElementById('panel-lessons').dataset.busy === 'false'",
                    )
                    .await;
                    // The table: more rows (for Nim, one more heap).
                    let before = page
                        .js("return Number(document.getElementById('lesson-table').dataset.rows);")
                        .await;
                    page.click("#lesson-more").await;
                    page.until(
                        &format!("more rows in the {id} lesson"),
                        &format!("Number(document.getElementById('lesson-table').dataset.rows) > {before} && document.getElementById('lesson-table').dataset.busy === 'false'"),
                    )
                    .await;
                }
                let fits = page
                    .js("return document.documentElement.scrollWidth <= window.innerWidth;")
                    .await;
                assert_eq!(
                    fits,
                    json!(true),
                    "the {id} lesson fits {width} px ({lang}); too wide: {}",
                    page.js(TOO_WIDE).await
                );
                page.js("window.scrollTo(0, 0); return 0;").await;
                page.screenshot(&format!("{lang}-{width}-lesson-{id}"))
                    .await;
                page.js("document.getElementById('lesson-table').closest('section').scrollIntoView(); return 0;")
                    .await;
                page.screenshot(&format!("{lang}-{width}-lesson-{id}-table"))
                    .await;
            }
        }
        page.read_console(&format!("lessons-{lang}")).await;
    }
    // The k-multiple game's set N, built by the server for a k of the reader's: k = 3 gives
    // a_i = 1, 2, 3, 4, 6, 8, 11, … (each next is b_i + 1).
    page.client
        .set_window_size(1280, 900)
        .await
        .expect("a desktop-sized window");
    page.goto("?lang=en&k#lessons?id=fib").await;
    page.until("the Fibonacci table", "document.getElementById('lesson-table').dataset.busy === 'false' && Number(document.getElementById('lesson-table').dataset.rows) === 10").await;
    let fib = page
        .js("return [...document.querySelectorAll('#lesson-table tbody tr')].map((r) => r.children[1].textContent);")
        .await;
    assert_eq!(
        fib,
        json!(["1", "2", "3", "5", "8", "13", "21", "34", "55", "89"])
    );
    page.type_into("#lesson-k", "3").await;
    page.find("#lesson-k").await.send_keys(ENTER).await.unwrap();
    page.until("the table for k = 3", "document.querySelector('#lesson-table tbody tr:nth-child(7)')?.children[1].textContent === '11'").await;
    let rows = page
        .js("return [...document.querySelectorAll('#lesson-table tbody tr')].slice(0, 7).map((r) => [...r.children].map((c) => c.textContent).join(' '));")
        .await;
    assert_eq!(
        rows,
        json!([
            "0 1 — 1",
            "1 2 — 2",
            "2 3 — 3",
            "3 4 0 5",
            "4 6 0 7",
            "5 8 1 10",
            "6 11 2 14"
        ]),
        "a_i, t, b_i for k = 3"
    );
    // The board starts from a typed position (the k-multiple game with k = 3, not fib(20)),
    // and a move may be typed: the first legal move, then one that is not a move.
    page.type_into("#lesson-start-expr", "takeaway(20,k=3)")
        .await;
    page.click("#lesson-start").await;
    let ready = "document.querySelector('#lesson-moves button') && document.getElementById('panel-lessons').dataset.busy === 'false'";
    page.until(
        "the board from takeaway(20,k=3)",
        &format!("{ready} && /20/.test(document.getElementById('lesson-position').textContent)"),
    )
    .await;
    let position = page.text("#lesson-position").await;
    assert!(!position.contains("fib"), "{position}");
    let first = page
        .js("return document.querySelector('#lesson-moves button code').textContent;")
        .await;
    let first = first.as_str().expect("a move's notation").to_string();
    page.type_into("#lesson-move", &first).await;
    page.click("#lesson-move-submit").await;
    page.until(
        "the tutor's answer to a typed move",
        "(!document.getElementById('lesson-reply').hidden || !document.getElementById('lesson-mistake').hidden) && document.getElementById('panel-lessons').dataset.busy === 'false'",
    )
    .await;
    page.read_console("lessons-k").await;
    page.type_into("#lesson-move", "no such move").await;
    page.click("#lesson-move-submit").await;
    page.until(
        "a typed move that is not one",
        "document.getElementById('lesson-status').dataset.tone === 'error'",
    )
    .await;
    page.read_console("lessons-bad-move").await;
}

/// (12) The page's fixes of issue 35: a long error stays within a 375 px screen (it made the
/// page 407 px wide), the sequence plot's summary names its game and its two labels do not
/// overlap, and the analysis's example buttons speak the page's language.
async fn page_fixes_of_issue_35(page: &mut Page) {
    page.client
        .set_window_size(375, 800)
        .await
        .expect("a phone-sized window");
    let long =
        "nim(3,4) + averyveryverylonggamenamethatnobodyknowsatallreally(12345678901234567890)";
    page.goto("?lang=en&long#analyze").await;
    page.until("the analysis view", "document.getElementById('an-expr')")
        .await;
    page.type_into("#an-expr", long).await;
    page.click("#an-submit").await;
    page.until(
        "the long error",
        "!document.getElementById('analysis-error').hidden",
    )
    .await;
    let fits = page
        .js("return document.documentElement.scrollWidth <= window.innerWidth;")
        .await;
    assert_eq!(
        fits,
        json!(true),
        "a long error fits 375 px; too wide: {}",
        page.js(TOO_WIDE).await
    );
    page.screenshot("phone-long-error").await;
    page.click("#tab-play").await;
    page.type_into("#play-expr", long).await;
    page.click("#play-start").await;
    page.until(
        "the long error in Play",
        "document.getElementById('play-status').dataset.tone === 'error'",
    )
    .await;
    let fits = page
        .js("return document.documentElement.scrollWidth <= window.innerWidth;")
        .await;
    assert_eq!(
        fits,
        json!(true),
        "a long error in Play fits 375 px; too wide: {}",
        page.js(TOO_WIDE).await
    );
    // Both 400 answers are logged by Chromium as failed resources: read them here, expected.
    let started = Instant::now();
    loop {
        page.read_console("long-error").await;
        let logged = page
            .console
            .iter()
            .filter(|(step, _)| step == "long-error")
            .count();
        if logged >= 2 || started.elapsed() > Duration::from_secs(3) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    for (lang, summary_start) in [("en", "Octal game 0.1"), ("zh", "八进制博弈 0.1")] {
        for (width, height) in [(375, 800), (1280, 900)] {
            page.client
                .set_window_size(width, height)
                .await
                .expect("a window of the size");
            page.goto(&format!("?lang={lang}&w={width}#sequence?code=0.1&to=40"))
                .await;
            page.until(
                "the plot of 0.1",
                "document.querySelector('#seq-svg .dot') && document.querySelector('#seq-svg .period-label')",
            )
            .await;
            let summary = page.text("#seq-summary").await;
            assert!(
                summary.starts_with(summary_start),
                "the summary names the game ({lang}): {summary}"
            );
            let apart = page
                .js("const apart = (a, b) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top; const box = (css) => document.querySelector(css).getBoundingClientRect(); const pre = box('#seq-svg .band-label:not(.period-label)'); return [apart(pre, box('#seq-svg .period-label')), apart(pre, box('#seq-svg .period-bracket'))];")
                .await;
            assert_eq!(
                apart,
                json!([true, true]),
                "the preperiod's label is clear of the period's label and bracket ({lang}, {width} px)"
            );
        }
        page.screenshot(&format!("{lang}-sequence-0.1")).await;
        page.goto(&format!("?lang={lang}&chips#analyze")).await;
        page.until("the examples", "document.querySelector('[data-example]')")
            .await;
        let chips = page
            .js("return [...document.querySelectorAll('[data-example]')].map((b) => b.textContent);")
            .await;
        let chips: Vec<String> = serde_json::from_value(chips).expect("the labels");
        assert_eq!(chips.len(), 3);
        for chip in &chips {
            assert_eq!(
                has_chinese(chip),
                lang == "zh",
                "the example button {chip:?} speaks {lang}"
            );
        }
    }
    page.read_console("page-fixes").await;
}

/// Issue 35: Chinese prose counts heaps and games from 1 ("第 0 堆" was the first heap, and in
/// the SG workshop the heap of 9, the second game, was "第 1 个游戏"); what is typed keeps the
/// notation's numbers, from 0.
async fn chinese_prose_counts_from_one(page: &mut Page) {
    page.click("#tab-sg").await;
    page.click("#sg-reset").await;
    page.until("the game", "document.getElementById('panel-sg').dataset.busy === 'false' && document.getElementById('sg-status').textContent.includes('{1, 3, 4}')").await;
    page.type_into("#sg-heaps", "7, 9, 12").await;
    page.click("#sg-sum-go").await;
    page.until(
        "the Chinese sum",
        "document.getElementById('sg-sum').textContent.includes('必胜走法')",
    )
    .await;
    let sum = page.text("#sg-sum").await;
    assert!(sum.contains("第 2 个游戏："), "{sum}");
    assert!(
        !sum.contains("第 0") && !sum.contains("第 1 个游戏"),
        "{sum}"
    );

    page.click("#tab-play").await;
    page.find("#play-game")
        .await
        .select_by_value("nim")
        .await
        .unwrap();
    page.type_into("#play-expr", "nim(3, 4, 5)").await;
    page.find("#play-expr")
        .await
        .send_keys(ENTER)
        .await
        .unwrap();
    page.until("the Nim position", "document.getElementById('play-expr-now').textContent === 'nim(3,4,5)' && document.querySelector('#play-moves button') && document.getElementById('panel-play').dataset.busy === 'false'").await;
    let labels = page
        .js("return [...document.querySelectorAll('#play-position .heap-label')].map((n) => n.textContent).join(' ');")
        .await;
    assert_eq!(labels, json!("第 1 堆 第 2 堆 第 3 堆"));
    page.click("#play-hint").await;
    let notation = page
        .until("the hint", "!document.getElementById('play-hint-text').hidden && document.getElementById('play-hint-text').dataset.notation")
        .await;
    assert_eq!(notation, json!("0 2"), "the move typed counts from 0");
    let hint = page.text("#play-hint-text").await;
    assert!(hint.contains("从第 1 堆取 2 个"), "{hint}");
    assert!(!hint.contains("第 0"), "{hint}");
    page.screenshot("zh-counts-from-one").await;
}

/// (13) The console's errors and warnings, less the one the bad expression provokes on purpose:
/// Chromium logs every 4xx answer of fetch as a failed resource. That one entry must be there,
/// which shows that the log is really read.
fn unexpected_console_errors(console: &[(String, Value)]) -> String {
    let mut report = String::new();
    let mut expected_seen = false;
    for (step, entry) in console {
        let level = entry["level"].as_str().unwrap_or_default();
        let message = entry["message"].as_str().unwrap_or_default();
        let expected = (step == "analysis-error"
            && message.contains("/api/analyze")
            && message.contains("status of 400"))
            || (step == "long-error"
                && (message.contains("/api/analyze") || message.contains("/api/start"))
                && message.contains("status of 400"))
            // A typed move that is not one, in a lesson, refused on purpose.
            || (step == "lessons-bad-move"
                && message.contains("/api/play")
                && message.contains("status of 400"))
            // The pattern lab's loopy and runaway scripts, refused on purpose.
            || (step == "pattern-error"
                && message.contains("/api/pattern")
                && message.contains("status of 422"));
        expected_seen |= expected && step == "analysis-error";
        if matches!(level, "SEVERE" | "WARNING") && !expected {
            let _ = writeln!(report, "after {step}: {level} {message}");
        }
    }
    if !expected_seen {
        report.push_str(
            "the 400 answer to the bad expression is not in the console log: is the log read?\n",
        );
    }
    report
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_plays_explains_and_draws_in_a_real_browser() {
    let (browser, port) = start_chromedriver();
    let census_dir = tempfile::tempdir().expect("a directory for the census");
    let census = census_database(census_dir.path());
    let addr = start_server(census.clone()).await;
    let client = open_session(port, browser.profile.path()).await;
    let mut page = Page {
        client,
        base: format!("http://{addr}"),
        shots: screenshot_dir(),
        shot_count: 0,
        console: Vec::new(),
    };
    // Run every step, then close the session whatever happened, then report.
    let steps = async {
        wythoff_to_the_end(&mut page).await;
        nim_to_the_end(&mut page).await;
        analysis_error_at_its_column(&mut page).await;
        heatmap_and_sequences(&mut page).await;
        phone_width(&mut page).await;
        tutor_points_out_a_mistake(&mut page).await;
        sg_workshop_to_its_period(&mut page).await;
        misere_quotient_view(&mut page).await;
        pattern_lab_view(&mut page).await;
        census_view(&mut page, &census).await;
        both_languages_every_view(&mut page).await;
        lessons_in_both_languages(&mut page).await;
        page_fixes_of_issue_35(&mut page).await;
    };
    let outcome = tokio::time::timeout(Duration::from_secs(480), steps).await;
    let errors = unexpected_console_errors(&page.console);
    let _ = page.client.clone().close().await;
    drop(browser);
    outcome.expect("the browser test took more than 480 s");
    assert!(
        errors.is_empty(),
        "the browser's console has errors:\n{errors}"
    );
}
