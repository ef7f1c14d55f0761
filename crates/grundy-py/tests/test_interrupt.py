"""Long computations: Ctrl-C stops them within a second, they release the GIL, and they show a
progress bar when asked (tqdm's, or a plain line without tqdm)."""

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import grundy


def interrupt_after(seconds):
    """Sends SIGINT to this process after `seconds`: the timer, and the list its time goes
    into."""
    sent = []

    def send():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(seconds, send)
    timer.start()
    return timer, sent


@pytest.mark.parametrize("call", [
    # Officers to 5·10^7: most of a minute of work (sparse space, no period known).
    lambda: grundy.octal_sequence("0.6", 5 * 10**7, progress=True),
    # The largest Wythoff row allowed: (a+1)^2 (B+1) ≈ 6.7·10^10 steps.
    lambda: grundy.wythoff_row(4095, 4000),
    # A subtraction game whose period is not within 10^10 positions (10 s of search).
    lambda: grundy.subtraction_period([123457, 543211, 666667]),
    # A long hexadecimal code: each heap looks at 200 digits that leave three heaps.
    lambda: grundy.octal_sequence("0." + "f" * 200, 4096),
    # Issue 32: a misère sum searched whole (10^6 · 201 positions), which polled no stop.
    lambda: grundy.analyze("sub(1000000,{1,2,3}) + sub(200,{1,2})", misere=True),
], ids=["octal", "wythoff_row", "subtraction_period", "long_code", "misere_search"])
def test_ctrl_c_raises_keyboard_interrupt_within_a_second(call):
    timer, sent = interrupt_after(0.5)
    try:
        call()
    except KeyboardInterrupt:
        stopped = time.monotonic()
    else:
        # Finished first: the signal must not reach pytest itself.
        timer.cancel()
        timer.join()
        if sent:
            time.sleep(0.1)
        pytest.fail("the computation ended before the signal")
    assert stopped - sent[0] < 1.0
    # The work itself has ended, not only the wait (issue 20: a Wythoff row kept a core busy
    # for minutes after Ctrl-C): within a second, this process stops using the processor.
    time.sleep(1.0)
    cpu = time.process_time()
    time.sleep(1.5)
    assert time.process_time() - cpu < 0.5, "a worker still computes after the interrupt"
    # The package is still usable, and the interrupted worker has let go of the cores.
    start = time.monotonic()
    assert grundy.octal_sequence("kayles", 2000).period == 12
    assert time.monotonic() - start < 5


def test_long_computations_release_the_gil():
    done = {}
    worker = threading.Thread(
        target=lambda: done.setdefault("seq", grundy.octal_sequence("0.6", 150_000)))
    start = time.monotonic()
    worker.start()
    ticks = 0
    while worker.is_alive():
        sum(range(1000))  # pure Python work: it runs only while grundy does not hold the GIL
        ticks += 1
    elapsed = time.monotonic() - start
    assert done["seq"].values.shape == (150_001,)
    assert elapsed > 0.2, "too quick to tell"
    assert ticks > 50 * elapsed, (ticks, elapsed)


def test_progress_bar_with_tqdm(capfd):
    pytest.importorskip("tqdm")
    grundy.octal_sequence("0.6", 200_000, progress=True)
    err = capfd.readouterr().err
    assert "heaps" in err and "200k" in err, err[-500:]
    # Quick questions draw nothing.
    grundy.octal_sequence("kayles", 100, progress=True)
    grundy.nim([1, 2, 3])
    assert "heaps" not in capfd.readouterr().err


def test_progress_line_without_tqdm():
    code = (
        "import sys; sys.modules['tqdm'] = None; sys.modules['tqdm.auto'] = None\n"
        "import grundy\n"
        "s = grundy.octal_sequence('0.6', 200_000, progress=True)\n"
        "print(len(s))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "200001"
    assert "200001/200001 heaps (100%)" in result.stderr, result.stderr[-500:]
