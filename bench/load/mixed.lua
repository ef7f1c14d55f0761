-- The requests of bench/load/run.sh, for wrk: `wrk ... -s mixed.lua URL -- NAME`.
--
-- NAME is `mixed` (every request below but `cheap` and `heavy`, in turn, each thread starting
-- at a different one), `all` (the same and `cheap`), or one request's name (only that one).
-- Every answer must be a 2xx (but `heavy`'s, which run to the time budget and are 422): the
-- others are counted per thread and added up in done(), which prints one line for run.sh:
--   RESULT requests=N seconds=S rps=R p50_ms=A p99_ms=B non2xx=E socket_errors=F
-- and the first few wrong answers on stderr.

-- A Wythoff position of two 300-digit heaps (b = 3a/2 + 12345: an N-position whose winning
-- moves the server works out), written as strings as a browser sends them.
local big_a = "8970132294758704718568634840828445460703396799201548423558842809521013295337652027758482691592306965"
    .. "2023862180180910354224171731277076256398971029339745129582302942020254504074493666768460431351903055"
    .. "1848616947880786753758788350587217185712251884398809882381002063198960370562077566049781237817484653"
local big_b = "1345519844213805707785295226124266819105509519880232263533826421428151994300647804163772403738846044"
    .. "7803579327027136553133625759691561438459845654400961769437345441303038175611174050015269064702785458"
    .. "27772925421821180130638182525880825778568377826598214823571503094798440555843116349074671856726239324"

-- name = {path, body}; the bodies are those a page or a script would send (docs/API.md).
local catalogue = {
    cheap = { "/api/wythoff", '{"a":3,"b":5}' },
    analyze = { "/api/analyze", '{"expr":"nim(3,4,5) + bash(10, max=3) + kayles(20)"}' },
    wythoff_big = { "/api/wythoff", '{"a":"' .. big_a .. '","b":"' .. big_b .. '"}' },
    nim = { "/api/nim", '{"heaps":[3,4,5,17,29]}' },
    play = { "/api/play", '{"expr":"wythoff(40,65)","move":"-> 30 65"}' },
    moves = { "/api/moves", '{"expr":"nim(3,4,5) + wythoff(4,7)"}' },
    hint = { "/api/hint", '{"expr":"nim(3,4,5) + kayles(12)"}' },
    window = { "/api/table/wythoff/window", '{"x":0,"y":0,"width":64,"height":64,"step":1}' },
    octal = { "/api/seq/octal", '{"code":"kayles","to":500}' },
    -- The heaviest request of issue 20: a misère sum whose quotient is searched until the
    -- 10 s budget stops it (answer 422).
    heavy = { "/api/analyze", '{"expr":"octal(300,0.77777) + octal(5,0.77777)","misere":true}' },
}
local mix = { "analyze", "wythoff_big", "nim", "play", "moves", "hint", "window", "octal" }

local threads = {}

function setup(thread)
    thread:set("thread_index", #threads)
    table.insert(threads, thread)
end

function init(args)
    local name = args[1] or "mixed"
    local names = { name }
    if name == "mixed" then
        names = mix
    elseif name == "all" then
        names = { "cheap", (table.unpack or unpack)(mix) }
    elseif catalogue[name] == nil then
        error("mixed.lua: no request named '" .. name .. "'")
    end
    prepared = {}
    for i, key in ipairs(names) do
        local path, body = catalogue[key][1], catalogue[key][2]
        prepared[i] = wrk.format("POST", path, { ["Content-Type"] = "application/json" }, body)
    end
    turn = thread_index
    non2xx = 0
end

function request()
    turn = turn + 1
    return prepared[turn % #prepared + 1]
end

function response(status, headers, body)
    if status < 200 or status > 299 then
        non2xx = non2xx + 1
        if non2xx <= 3 then
            io.stderr:write(string.format("mixed.lua: status %d: %s\n", status, body:sub(1, 300)))
        end
    end
end

function done(summary, latency, requests)
    local wrong = 0
    for _, thread in ipairs(threads) do
        wrong = wrong + thread:get("non2xx")
    end
    local errors = summary.errors
    local socket_errors = errors.connect + errors.read + errors.write + errors.timeout
    local seconds = summary.duration / 1e6
    io.write(string.format(
        "RESULT requests=%d seconds=%.3f rps=%.1f p50_ms=%.3f p99_ms=%.3f non2xx=%d socket_errors=%d\n",
        summary.requests, seconds, summary.requests / seconds,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000, wrong, socket_errors))
end
