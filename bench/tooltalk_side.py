"""Times ToolTalk's own Python executor on the same conversations as toolworld's bench.

Run by bench/run.js when it is given --tooltalk-checkout DIR (a clone of microsoft/ToolTalk). Prints
one JSON object on stdout. The agent is an oracle that plays each turn's recorded calls (session
tokens left out, as toolworld's oracle does), and every pass runs ToolTalk's executor and its
evaluation, as `toolworld replay` does.

ToolTalk's evaluation judges some free-text arguments (SendEmail, SendMessage, CreateEvent,
ModifyEvent, AddReminder) with sentence embeddings from the `sent2vec` package (a DistilBERT model).
When that package is installed, every conversation is timed. When it is not, a sentinel `sent2vec`
(written to a temporary folder) lets the executor import, and any use of it raises
EmbeddingModelUnavailable: a child process (--screen) runs each conversation once, run and
evaluation, and only those that never touched the sentinel are timed. The output names the timed
conversations and the ones left out, with why. No embedding and no score is ever made up.

    python3 bench/tooltalk_side.py --checkout DIR --data DIR [--passes N] [--conversations easy/A.json,hard/B.json] [--screen]

--passes 0 times only the import, the load and one first pass (a whole process, like `toolworld replay`).
"""
import argparse
import atexit
import copy
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

started = time.perf_counter()
parser = argparse.ArgumentParser()
parser.add_argument("--checkout", required=True, help="a ToolTalk clone (its src/ or root holds the tooltalk package)")
parser.add_argument("--data", required=True, help="folder with databases/ and easy/, hard/ conversations")
parser.add_argument("--passes", type=int, default=20)
parser.add_argument("--conversations", help="comma-separated files relative to --data (easy/X.json); default: every easy/ and hard/ file")
parser.add_argument("--screen", action="store_true", help="run each conversation once and print which never touched the sentinel")
options = parser.parse_args()
for candidate in (os.path.join(options.checkout, "src"), options.checkout):
    if os.path.isdir(os.path.join(candidate, "tooltalk")):
        sys.path.insert(0, candidate)
        break

SENTINEL = '''"""Written by toolworld's bench/tooltalk_side.py: not sent2vec. Lets ToolTalk import without the
embedding model; any use raises, so no embedding and no score is ever made up."""
uses = 0


class EmbeddingModelUnavailable(RuntimeError):
    pass


def _refuse(what):
    global uses
    uses += 1
    raise EmbeddingModelUnavailable(what + ": sent2vec is not installed; this conversation's scoring needs sentence embeddings")


class Vectorizer:
    def __init__(self, *args, **kwargs):
        _refuse("sent2vec.vectorizer.Vectorizer()")


def __getattr__(name):
    if name.startswith("__"):  # the import system's own probes (__path__, ...)
        raise AttributeError(name)
    _refuse("sent2vec.vectorizer." + name)
'''

try:
    import sent2vec  # noqa: F401
    embedding_model = "sent2vec"
    sentinel = None
except ImportError:
    embedding_model = "sentinel (sent2vec not installed)"
    temporary = tempfile.mkdtemp(prefix="toolworld-sent2vec-sentinel-")
    atexit.register(shutil.rmtree, temporary, True)
    folder = os.path.join(temporary, "sent2vec")
    os.mkdir(folder)
    with open(os.path.join(folder, "__init__.py"), "w", encoding="utf-8") as writer:
        writer.write('"""toolworld bench sentinel, not sent2vec."""\n')
    with open(os.path.join(folder, "vectorizer.py"), "w", encoding="utf-8") as writer:
        writer.write(SENTINEL)
    sys.path.insert(0, os.path.dirname(folder))
    import sent2vec.vectorizer as sentinel

from tooltalk.evaluation.tool_executor import ToolExecutor, BaseAPIPredictor  # noqa: E402

imported = time.perf_counter()


class RecordedCalls(BaseAPIPredictor):
    """Answers each step with the ground truth's next call, or the turn's reply when none is left."""

    def __init__(self, conversation):
        self.conversation = conversation

    def predict(self, metadata, conversation_history):
        turn_index, call_index = 0, 0
        for entry in conversation_history:
            if entry["role"] == "api":
                call_index += 1
            else:
                turn_index, call_index = turn_index + 1, 0
        turn = self.conversation["conversation"][turn_index]
        calls = turn.get("apis", [])
        if call_index >= len(calls):
            return {"role": "assistant", "text": turn["text"]}
        request = calls[call_index]["request"]
        parameters = {key: value for key, value in copy.deepcopy(request["parameters"]).items() if key != "session_token"}
        return {"role": "api", "request": {"api_name": request["api_name"], "parameters": parameters}}


def every_file():
    names = []
    for folder in ("easy", "hard"):
        directory = os.path.join(options.data, folder)
        if os.path.isdir(directory):
            names.extend(folder + "/" + name for name in sorted(os.listdir(directory)) if name.endswith(".json"))
    return names


def screen(names):
    """Runs the sentinel-guarded screening in a fresh process, so that this one's first pass stays cold."""
    child = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--checkout", options.checkout, "--data", options.data,
         "--conversations", ",".join(names), "--screen"],
        capture_output=True, text=True, check=False,
    )
    if child.returncode != 0:
        sys.exit("screening failed: " + child.stderr)
    return json.loads(child.stdout.strip().splitlines()[-1])


available = every_file()
screen_started = time.perf_counter()
if options.conversations:
    names = options.conversations.split(",")
    excluded = []
elif sentinel is None or options.screen:
    names, excluded = available, []
else:
    screened = screen(available)
    names, excluded = screened["kept"], screened["excluded"]
screen_ms = (time.perf_counter() - screen_started) * 1000


load_started = time.perf_counter()
conversations = []
for name in names:
    with open(os.path.join(options.data, name), encoding="utf-8") as reader:
        conversations.append(json.load(reader))
executor = ToolExecutor(init_database_dir=os.path.join(options.data, "databases"))
loaded = time.perf_counter()


def sentinel_uses():
    return 0 if sentinel is None else sentinel.uses


if options.screen:
    kept, left_out = [], []
    for name, conversation in zip(names, conversations):
        before = sentinel_uses()
        try:
            predicted = executor.run_conversation(copy.deepcopy(conversation), RecordedCalls(conversation))
            executor.evaluate_predictions(predicted)
        except Exception as error:  # only the sentinel's refusal is expected; anything else is a real failure
            if sentinel is None or not isinstance(error, sentinel.EmbeddingModelUnavailable):
                raise
        if sentinel_uses() != before:
            left_out.append({"file": name, "reason": "its scoring needs a sentence embedding (semantic_str_compare), and sent2vec is not installed"})
        else:
            kept.append(name)
    print(json.dumps({"kept": kept, "excluded": left_out}))
    sys.exit(0)


def one_pass(results=None):
    began = time.perf_counter()
    for conversation in conversations:
        predicted = executor.run_conversation(copy.deepcopy(conversation), RecordedCalls(conversation))
        evaluated = executor.evaluate_predictions(predicted)
        if results is not None:
            results.append(evaluated)
    return (time.perf_counter() - began) / len(conversations) * 1000


uses_before = sentinel_uses()
first_results = []
first = one_pass(first_results)
failed = [name for name, evaluated in zip(names, first_results) if not evaluated["metrics"]["success"]]
if failed:
    sys.exit("the oracle did not succeed in ToolTalk's evaluation on: " + ", ".join(failed))
steady = sorted(one_pass() for _ in range(options.passes))
if sentinel_uses() != uses_before:
    sys.exit("a timed conversation reached the sent2vec sentinel: its figures would not be ToolTalk's")
result = {
    "conversations": len(conversations),
    "available": len(available),
    "timed": names,
    "excluded": excluded,
    "embeddingModel": embedding_model,
    "importMs": (imported - started) * 1000,
    "loadMs": (loaded - load_started) * 1000,
    "screenMs": screen_ms,
    "firstPassMsPerConversation": first,
    "processCpuMs": time.process_time() * 1000,
    "python": sys.version.split()[0],
}
if steady:
    result["steadyMsPerConversation"] = {"median": statistics.median(steady), "min": steady[0], "max": steady[-1]}
print(json.dumps(result))
