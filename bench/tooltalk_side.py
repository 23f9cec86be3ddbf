"""Times ToolTalk's own Python executor on the same conversations as toolworld's bench.

Run by bench/run.js when it is given --tooltalk-checkout DIR (a clone of microsoft/ToolTalk with
its requirements installed). Prints one JSON object on stdout. The agent is an oracle that plays
each turn's recorded calls (session tokens left out, as toolworld's oracle does), and every pass
runs ToolTalk's executor and its evaluation, as `toolworld replay` does.

    python3 bench/tooltalk_side.py --checkout DIR --data DIR [--passes N]
"""
import argparse
import copy
import json
import os
import statistics
import sys
import time

started = time.perf_counter()
parser = argparse.ArgumentParser()
parser.add_argument("--checkout", required=True, help="a ToolTalk clone (its src/ or root holds the tooltalk package)")
parser.add_argument("--data", required=True, help="folder with databases/ and easy/, hard/ conversations")
parser.add_argument("--passes", type=int, default=20)
options = parser.parse_args()
for candidate in (os.path.join(options.checkout, "src"), options.checkout):
    if os.path.isdir(os.path.join(candidate, "tooltalk")):
        sys.path.insert(0, candidate)
        break

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


conversations = []
for folder in ("easy", "hard"):
    directory = os.path.join(options.data, folder)
    if not os.path.isdir(directory):
        continue
    for name in sorted(os.listdir(directory)):
        if name.endswith(".json"):
            with open(os.path.join(directory, name), encoding="utf-8") as reader:
                conversations.append(json.load(reader))
executor = ToolExecutor(init_database_dir=os.path.join(options.data, "databases"))
loaded = time.perf_counter()


def one_pass():
    began = time.perf_counter()
    for conversation in conversations:
        predicted = executor.run_conversation(copy.deepcopy(conversation), RecordedCalls(conversation))
        executor.evaluate_predictions(predicted)
    return (time.perf_counter() - began) / len(conversations) * 1000


first = one_pass()
steady = sorted(one_pass() for _ in range(options.passes))
print(json.dumps({
    "conversations": len(conversations),
    "importMs": (imported - started) * 1000,
    "loadMs": (loaded - imported) * 1000,
    "firstPassMsPerConversation": first,
    "steadyMsPerConversation": {"median": statistics.median(steady), "min": steady[0], "max": steady[-1]},
    "python": sys.version.split()[0],
}))
