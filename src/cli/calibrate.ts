/**
 * `toolworld calibrate [--model M] [--json] [--mistakes] [PAIRS...]`: how the free-text judge does on
 * labelled pairs, per kind and per set, the learned judge beside the rules alone, with the sets each
 * was tuned or trained on marked.
 */
import { parseArgs } from 'node:util';
import { getDefaultEmbedder, REFERENCE_THRESHOLD, semanticMatch } from '../matchers/semantic.js';
import { createCachedEmbedder } from '../semantic/cache.js';
import {
  type BundledPart,
  bundledPairsPath,
  loadLabelledPairs,
  reportByKind,
  SOFT_KINDS,
  STRICT_KINDS,
  type KindReport,
  type LabelledPair,
} from '../semantic/calibration.js';
import { bundledJudgeCombiner } from '../semantic/combiner.js';
import { createTransformersEmbedder, effectiveThreshold } from '../semantic/embedder.js';
import { fixed, formatTable } from './io.js';

const help = `Usage: toolworld calibrate [options] [PAIRS...]

Judges labelled text pairs (JSON arrays of { a, b, label, kind }; default: every bundled set,
fixtures/semantic-pairs-{heldout-324,heldout-323,heldout-322,heldout-321,heldout-320,heldout-319,heldout-318,heldout-317,heldout-316,heldout-315,heldout-314,heldout-313,heldout-312,heldout-311,heldout-310,heldout-309,heldout-308,heldout-307,heldout-306,heldout-305,heldout-304,heldout-303,heldout-302,heldout-301,heldout-300,heldout-299,heldout-298,heldout-297,heldout-296,heldout-295,heldout-294,heldout-293,heldout-292,heldout-291,heldout-290,heldout-289,heldout-288,heldout-287,heldout-286,heldout-285,heldout-284,heldout-283,heldout-282,heldout-281,heldout-280,heldout-279,heldout-278,heldout-277,heldout-276,heldout-275,heldout-274,heldout-273,heldout-272,heldout-271,heldout-270,heldout-269,heldout-268,heldout-267,heldout-266,heldout-265,heldout-264,heldout-263,heldout-262,heldout-261,heldout-260,heldout-259,heldout-258,heldout-257,heldout-256,heldout-255,heldout-254,heldout-253,heldout-252,heldout-251,heldout-250,heldout-249,heldout-248,heldout-247,heldout-246,heldout-245,heldout-244,heldout-243,heldout-242,heldout-241,heldout-240,heldout-239,heldout-238,heldout-237,heldout-236,heldout-235,heldout-234,heldout-233,heldout-232,heldout-231,heldout-230,heldout-229,heldout-228,heldout-227,heldout-226,heldout-225,heldout-224,heldout-223,heldout-222,heldout-221,heldout-220,heldout-219,heldout-218,heldout-217,heldout-216,heldout-215,heldout-214,heldout-213,heldout-212,heldout-211,heldout-210,heldout-209,heldout-208,heldout-207,heldout-206,heldout-205,heldout-204,heldout-203,heldout-202,heldout-201,heldout-200,heldout-199,heldout-198,heldout-197,heldout-196,heldout-195,heldout-194,heldout-193,heldout-192,heldout-191,heldout-190,heldout-189,heldout-188,heldout-187,heldout-186,heldout-185,heldout-184,heldout-183,heldout-182,heldout-181,heldout-180,heldout-179,heldout-178,heldout-177,heldout-176,heldout-175,heldout-174,heldout-173,heldout-172,heldout-171,heldout-170,heldout-169,heldout-168,heldout-167,heldout-166,heldout-165,heldout-164,heldout-163,heldout-162,heldout-161,heldout-160,heldout-159,heldout-158,heldout-157,heldout-156,heldout-155,heldout-154,heldout-153,heldout-152,heldout-151,heldout-150,heldout-149,heldout-148,heldout-147,heldout-146,heldout-145,heldout-144,heldout-143,heldout-142,heldout-141,heldout-140,heldout-139,heldout-138,heldout-137,heldout-136,heldout-135,heldout-134,heldout-133,heldout-132,heldout-131,heldout-130,heldout-129,heldout-128,heldout-127,heldout-126,heldout-125,heldout-124,heldout-123,heldout-122,heldout-121,heldout-120,heldout-119,heldout-118,heldout-117,heldout-116,heldout-115,heldout-114,heldout-113,heldout-112,heldout-111,heldout-110,heldout-109,heldout-108,heldout-107,heldout-106,heldout-105,heldout-104,heldout-103,heldout-102,heldout-101,heldout-100,heldout-99,heldout-98,heldout-97,heldout-96,heldout-95,heldout-94,heldout-93,heldout-92,heldout-91,heldout-90,heldout-89,heldout-88,heldout-87,heldout-86,heldout-85,heldout-84,heldout-83,heldout-82,heldout-81,heldout-80,heldout-79,heldout-78,heldout-77,heldout-76,heldout-75,heldout-74,heldout-73,heldout-72,heldout-71,heldout-70,heldout-69,heldout-68,heldout-67,heldout-66,heldout-65,heldout-64,heldout-63,heldout-62,heldout-61,heldout-60,heldout-59,heldout-58,heldout-57,heldout-56,heldout-55,heldout-54,heldout-53,heldout-52,heldout-51,heldout-50,heldout-49,heldout-48,heldout-47,heldout-46,heldout-45,heldout-44,heldout-43,heldout-42,heldout-41,heldout-40,heldout-39,heldout-38,heldout-37,heldout-36,heldout-35,heldout-34,heldout-33,heldout-32,heldout-31,heldout-30,heldout-29,heldout-28,heldout-27,heldout-26,heldout-25,heldout-24,heldout-23,heldout-22,heldout-21,heldout-20,heldout-19,heldout-18,heldout-17,heldout-16,heldout-15,heldout-14,heldout-13,heldout-12,heldout-11,heldout-10,heldout-9,heldout-8,heldout-7,heldout-6,tuning-3,tuning-4,heldout-5,heldout-4,tuning,tuning-2,heldout,heldout-2,heldout-3}.json)
with the learned judge and with the rules alone, and prints accuracy per kind and per field, the
near misses accepted in the fact kinds (${STRICT_KINDS.join(', ')}) and in ${SOFT_KINDS.join(' and ')}.
Sets the learned layer was trained on are marked "trained on": its figures there are fit, not
generalisation (decisions/0012 gives its leave-one-set-out figures).

Options:
  --model M     settle uncertain pairs with this transformers.js model's similarity (a folder or hub id)
  --mistakes    list the pairs judged wrong (never done for the held-out part unless asked)
  --json        print the results as JSON
  -h, --help    show this help`;

type IO = { stdout: (s: string) => void; stderr: (s: string) => void };

interface Judged extends LabelledPair {
  readonly pass: boolean;
  /** The rules alone. */
  readonly rulesPass: boolean;
  readonly score: number;
  readonly reasons: readonly string[];
}

/** Runs the command; returns the process exit code. */
export async function runCalibrate(argv: string[], io: IO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      model: { type: 'string' },
      mistakes: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(help);
    return 0;
  }
  const bundled = (name: string, part: BundledPart) => ({ name, file: bundledPairsPath(part), part });
  const files: { name: string; file: string; part?: BundledPart }[] = positionals.length > 0
    ? positionals.map((file) => ({ name: file, file }))
    : [
        bundled('held-out-324', 'heldout-324'),
        bundled('held-out-323', 'heldout-323'),
        bundled('held-out-322', 'heldout-322'),
        bundled('held-out-321', 'heldout-321'),
        bundled('held-out-320', 'heldout-320'),
        bundled('held-out-319', 'heldout-319'),
        bundled('held-out-318 (seen)', 'heldout-318'),
        bundled('held-out-317 (seen)', 'heldout-317'),
        bundled('held-out-316 (seen)', 'heldout-316'),
        bundled('held-out-315 (seen)', 'heldout-315'),
        bundled('held-out-314 (seen)', 'heldout-314'),
        bundled('held-out-313 (seen)', 'heldout-313'),
        bundled('held-out-312 (seen)', 'heldout-312'),
        bundled('held-out-311 (seen)', 'heldout-311'),
        bundled('held-out-310 (seen)', 'heldout-310'),
        bundled('held-out-309 (seen)', 'heldout-309'),
        bundled('held-out-308 (seen)', 'heldout-308'),
        bundled('held-out-307 (seen)', 'heldout-307'),
        bundled('held-out-306 (seen)', 'heldout-306'),
        bundled('held-out-305 (seen)', 'heldout-305'),
        bundled('held-out-304 (seen)', 'heldout-304'),
        bundled('held-out-303 (seen)', 'heldout-303'),
        bundled('held-out-302 (seen)', 'heldout-302'),
        bundled('held-out-301 (seen)', 'heldout-301'),
        bundled('held-out-300 (seen)', 'heldout-300'),
        bundled('held-out-299 (seen)', 'heldout-299'),
        bundled('held-out-298 (seen)', 'heldout-298'),
        bundled('held-out-297 (seen)', 'heldout-297'),
        bundled('held-out-296 (seen)', 'heldout-296'),
        bundled('held-out-295 (seen)', 'heldout-295'),
        bundled('held-out-294 (seen)', 'heldout-294'),
        bundled('held-out-293 (seen)', 'heldout-293'),
        bundled('held-out-292 (seen)', 'heldout-292'),
        bundled('held-out-291 (seen)', 'heldout-291'),
        bundled('held-out-290 (seen)', 'heldout-290'),
        bundled('held-out-289 (seen)', 'heldout-289'),
        bundled('held-out-288 (seen)', 'heldout-288'),
        bundled('held-out-287 (seen)', 'heldout-287'),
        bundled('held-out-286 (seen)', 'heldout-286'),
        bundled('held-out-285 (seen)', 'heldout-285'),
        bundled('held-out-284 (seen)', 'heldout-284'),
        bundled('held-out-283 (seen)', 'heldout-283'),
        bundled('held-out-282 (seen)', 'heldout-282'),
        bundled('held-out-281 (seen)', 'heldout-281'),
        bundled('held-out-280 (seen)', 'heldout-280'),
        bundled('held-out-279 (seen)', 'heldout-279'),
        bundled('held-out-278 (seen)', 'heldout-278'),
        bundled('held-out-277 (seen)', 'heldout-277'),
        bundled('held-out-276 (seen)', 'heldout-276'),
        bundled('held-out-275 (seen)', 'heldout-275'),
        bundled('held-out-274 (seen)', 'heldout-274'),
        bundled('held-out-273 (seen)', 'heldout-273'),
        bundled('held-out-272 (seen)', 'heldout-272'),
        bundled('held-out-271 (seen)', 'heldout-271'),
        bundled('held-out-270 (seen)', 'heldout-270'),
        bundled('held-out-269 (seen)', 'heldout-269'),
        bundled('held-out-268 (seen)', 'heldout-268'),
        bundled('held-out-267 (seen)', 'heldout-267'),
        bundled('held-out-266 (seen)', 'heldout-266'),
        bundled('held-out-265 (seen)', 'heldout-265'),
        bundled('held-out-264 (seen)', 'heldout-264'),
        bundled('held-out-263 (seen)', 'heldout-263'),
        bundled('held-out-262 (seen)', 'heldout-262'),
        bundled('held-out-261 (seen)', 'heldout-261'),
        bundled('held-out-260 (seen)', 'heldout-260'),
        bundled('held-out-259 (seen)', 'heldout-259'),
        bundled('held-out-258 (seen)', 'heldout-258'),
        bundled('held-out-257 (seen)', 'heldout-257'),
        bundled('held-out-256 (seen)', 'heldout-256'),
        bundled('held-out-255 (seen)', 'heldout-255'),
        bundled('held-out-254 (seen)', 'heldout-254'),
        bundled('held-out-253 (seen)', 'heldout-253'),
        bundled('held-out-252 (seen)', 'heldout-252'),
        bundled('held-out-251 (seen)', 'heldout-251'),
        bundled('held-out-250 (seen)', 'heldout-250'),
        bundled('held-out-249 (seen)', 'heldout-249'),
        bundled('held-out-248 (seen)', 'heldout-248'),
        bundled('held-out-247 (seen)', 'heldout-247'),
        bundled('held-out-246 (seen)', 'heldout-246'),
        bundled('held-out-245 (seen)', 'heldout-245'),
        bundled('held-out-244 (seen)', 'heldout-244'),
        bundled('held-out-243 (seen)', 'heldout-243'),
        bundled('held-out-242 (seen)', 'heldout-242'),
        bundled('held-out-241 (seen)', 'heldout-241'),
        bundled('held-out-240 (seen)', 'heldout-240'),
        bundled('held-out-239 (seen)', 'heldout-239'),
        bundled('held-out-238 (seen)', 'heldout-238'),
        bundled('held-out-237 (seen)', 'heldout-237'),
        bundled('held-out-236 (seen)', 'heldout-236'),
        bundled('held-out-235 (seen)', 'heldout-235'),
        bundled('held-out-234 (seen)', 'heldout-234'),
        bundled('held-out-233 (seen)', 'heldout-233'),
        bundled('held-out-232 (seen)', 'heldout-232'),
        bundled('held-out-231 (seen)', 'heldout-231'),
        bundled('held-out-230 (seen)', 'heldout-230'),
        bundled('held-out-229 (seen)', 'heldout-229'),
        bundled('held-out-228 (seen)', 'heldout-228'),
        bundled('held-out-227 (seen)', 'heldout-227'),
        bundled('held-out-226 (seen)', 'heldout-226'),
        bundled('held-out-225 (seen)', 'heldout-225'),
        bundled('held-out-224 (seen)', 'heldout-224'),
        bundled('held-out-223 (seen)', 'heldout-223'),
        bundled('held-out-222 (seen)', 'heldout-222'),
        bundled('held-out-221 (seen)', 'heldout-221'),
        bundled('held-out-220 (seen)', 'heldout-220'),
        bundled('held-out-219 (seen)', 'heldout-219'),
        bundled('held-out-218 (seen)', 'heldout-218'),
        bundled('held-out-217 (seen)', 'heldout-217'),
        bundled('held-out-216 (seen)', 'heldout-216'),
        bundled('held-out-215 (seen)', 'heldout-215'),
        bundled('held-out-214 (seen)', 'heldout-214'),
        bundled('held-out-213 (seen)', 'heldout-213'),
        bundled('held-out-212 (seen)', 'heldout-212'),
        bundled('held-out-211 (seen)', 'heldout-211'),
        bundled('held-out-210 (seen)', 'heldout-210'),
        bundled('held-out-209 (seen)', 'heldout-209'),
        bundled('held-out-208 (seen)', 'heldout-208'),
        bundled('held-out-207 (seen)', 'heldout-207'),
        bundled('held-out-206 (seen)', 'heldout-206'),
        bundled('held-out-205 (seen)', 'heldout-205'),
        bundled('held-out-204 (seen)', 'heldout-204'),
        bundled('held-out-203 (seen)', 'heldout-203'),
        bundled('held-out-202 (seen)', 'heldout-202'),
        bundled('held-out-201 (seen)', 'heldout-201'),
        bundled('held-out-200 (seen)', 'heldout-200'),
        bundled('held-out-199 (seen)', 'heldout-199'),
        bundled('held-out-198 (seen)', 'heldout-198'),
        bundled('held-out-197 (seen)', 'heldout-197'),
        bundled('held-out-196 (seen)', 'heldout-196'),
        bundled('held-out-195 (seen)', 'heldout-195'),
        bundled('held-out-194 (seen)', 'heldout-194'),
        bundled('held-out-193 (seen)', 'heldout-193'),
        bundled('held-out-192 (seen)', 'heldout-192'),
        bundled('held-out-191 (seen)', 'heldout-191'),
        bundled('held-out-190 (seen)', 'heldout-190'),
        bundled('held-out-189 (seen)', 'heldout-189'),
        bundled('held-out-188 (seen)', 'heldout-188'),
        bundled('held-out-187 (seen)', 'heldout-187'),
        bundled('held-out-186 (seen)', 'heldout-186'),
        bundled('held-out-185 (seen)', 'heldout-185'),
        bundled('held-out-184 (seen)', 'heldout-184'),
        bundled('held-out-183 (seen)', 'heldout-183'),
        bundled('held-out-182 (seen)', 'heldout-182'),
        bundled('held-out-181 (seen)', 'heldout-181'),
        bundled('held-out-180 (seen)', 'heldout-180'),
        bundled('held-out-179 (seen)', 'heldout-179'),
        bundled('held-out-178 (seen)', 'heldout-178'),
        bundled('held-out-177 (seen)', 'heldout-177'),
        bundled('held-out-176 (seen)', 'heldout-176'),
        bundled('held-out-175 (seen)', 'heldout-175'),
        bundled('held-out-174 (seen)', 'heldout-174'),
        bundled('held-out-173 (seen)', 'heldout-173'),
        bundled('held-out-172 (seen)', 'heldout-172'),
        bundled('held-out-171 (seen)', 'heldout-171'),
        bundled('held-out-170 (seen)', 'heldout-170'),
        bundled('held-out-169 (seen)', 'heldout-169'),
        bundled('held-out-168 (seen)', 'heldout-168'),
        bundled('held-out-167 (seen)', 'heldout-167'),
        bundled('held-out-166 (seen)', 'heldout-166'),
        bundled('held-out-165 (seen)', 'heldout-165'),
        bundled('held-out-164 (seen)', 'heldout-164'),
        bundled('held-out-163 (seen)', 'heldout-163'),
        bundled('held-out-162 (seen)', 'heldout-162'),
        bundled('held-out-161 (seen)', 'heldout-161'),
        bundled('held-out-160 (seen)', 'heldout-160'),
        bundled('held-out-159 (seen)', 'heldout-159'),
        bundled('held-out-158 (seen)', 'heldout-158'),
        bundled('held-out-157 (seen)', 'heldout-157'),
        bundled('held-out-156 (seen)', 'heldout-156'),
        bundled('held-out-155 (seen)', 'heldout-155'),
        bundled('held-out-154 (seen)', 'heldout-154'),
        bundled('held-out-153 (seen)', 'heldout-153'),
        bundled('held-out-152 (seen)', 'heldout-152'),
        bundled('held-out-151 (seen)', 'heldout-151'),
        bundled('held-out-150 (seen)', 'heldout-150'),
        bundled('held-out-149 (seen)', 'heldout-149'),
        bundled('held-out-148 (seen)', 'heldout-148'),
        bundled('held-out-147 (seen)', 'heldout-147'),
        bundled('held-out-146 (seen)', 'heldout-146'),
        bundled('held-out-145 (seen)', 'heldout-145'),
        bundled('held-out-144 (seen)', 'heldout-144'),
        bundled('held-out-143 (seen)', 'heldout-143'),
        bundled('held-out-142 (seen)', 'heldout-142'),
        bundled('held-out-141 (seen)', 'heldout-141'),
        bundled('held-out-140 (seen)', 'heldout-140'),
        bundled('held-out-139 (seen)', 'heldout-139'),
        bundled('held-out-138 (seen)', 'heldout-138'),
        bundled('held-out-137 (seen)', 'heldout-137'),
        bundled('held-out-136 (seen)', 'heldout-136'),
        bundled('held-out-135 (seen)', 'heldout-135'),
        bundled('held-out-134 (seen)', 'heldout-134'),
        bundled('held-out-133 (seen)', 'heldout-133'),
        bundled('held-out-132 (seen)', 'heldout-132'),
        bundled('held-out-131 (seen)', 'heldout-131'),
        bundled('held-out-130 (seen)', 'heldout-130'),
        bundled('held-out-129 (seen)', 'heldout-129'),
        bundled('held-out-128 (seen)', 'heldout-128'),
        bundled('held-out-127 (seen)', 'heldout-127'),
        bundled('held-out-126 (seen)', 'heldout-126'),
        bundled('held-out-125 (seen)', 'heldout-125'),
        bundled('held-out-124 (seen)', 'heldout-124'),
        bundled('held-out-123 (seen)', 'heldout-123'),
        bundled('held-out-122 (seen)', 'heldout-122'),
        bundled('held-out-121 (seen)', 'heldout-121'),
        bundled('held-out-120 (seen)', 'heldout-120'),
        bundled('held-out-119 (seen)', 'heldout-119'),
        bundled('held-out-118 (seen)', 'heldout-118'),
        bundled('held-out-117 (seen)', 'heldout-117'),
        bundled('held-out-116 (seen)', 'heldout-116'),
        bundled('held-out-115 (seen)', 'heldout-115'),
        bundled('held-out-114 (seen)', 'heldout-114'),
        bundled('held-out-113 (seen)', 'heldout-113'),
        bundled('held-out-112 (seen)', 'heldout-112'),
        bundled('held-out-111 (seen)', 'heldout-111'),
        bundled('held-out-110 (seen)', 'heldout-110'),
        bundled('held-out-109 (seen)', 'heldout-109'),
        bundled('held-out-108 (seen)', 'heldout-108'),
        bundled('held-out-107 (seen)', 'heldout-107'),
        bundled('held-out-106 (seen)', 'heldout-106'),
        bundled('held-out-105 (seen)', 'heldout-105'),
        bundled('held-out-104 (seen)', 'heldout-104'),
        bundled('held-out-103 (seen)', 'heldout-103'),
        bundled('held-out-102 (seen)', 'heldout-102'),
        bundled('held-out-101 (seen)', 'heldout-101'),
        bundled('held-out-100 (seen)', 'heldout-100'),
        bundled('held-out-99 (seen)', 'heldout-99'),
        bundled('held-out-98 (seen)', 'heldout-98'),
        bundled('held-out-97 (seen)', 'heldout-97'),
        bundled('held-out-96 (seen)', 'heldout-96'),
        bundled('held-out-95 (seen)', 'heldout-95'),
        bundled('held-out-94 (seen)', 'heldout-94'),
        bundled('held-out-93 (seen)', 'heldout-93'),
        bundled('held-out-92 (seen)', 'heldout-92'),
        bundled('held-out-91 (seen)', 'heldout-91'),
        bundled('held-out-90 (seen)', 'heldout-90'),
        bundled('held-out-89 (seen)', 'heldout-89'),
        bundled('held-out-88 (seen)', 'heldout-88'),
        bundled('held-out-87 (seen)', 'heldout-87'),
        bundled('held-out-86 (seen)', 'heldout-86'),
        bundled('held-out-85 (seen)', 'heldout-85'),
        bundled('held-out-84 (seen)', 'heldout-84'),
        bundled('held-out-83 (seen)', 'heldout-83'),
        bundled('held-out-82 (seen)', 'heldout-82'),
        bundled('held-out-81 (seen)', 'heldout-81'),
        bundled('held-out-80 (seen)', 'heldout-80'),
        bundled('held-out-79 (seen)', 'heldout-79'),
        bundled('held-out-78 (seen)', 'heldout-78'),
        bundled('held-out-77 (seen)', 'heldout-77'),
        bundled('held-out-76 (seen)', 'heldout-76'),
        bundled('held-out-75 (seen)', 'heldout-75'),
        bundled('held-out-74 (seen)', 'heldout-74'),
        bundled('held-out-73 (seen)', 'heldout-73'),
        bundled('held-out-72 (seen)', 'heldout-72'),
        bundled('held-out-71 (seen)', 'heldout-71'),
        bundled('held-out-70 (seen)', 'heldout-70'),
        bundled('held-out-69 (seen)', 'heldout-69'),
        bundled('held-out-68 (seen)', 'heldout-68'),
        bundled('held-out-67 (seen)', 'heldout-67'),
        bundled('held-out-66 (seen)', 'heldout-66'),
        bundled('held-out-65 (seen)', 'heldout-65'),
        bundled('held-out-64 (seen)', 'heldout-64'),
        bundled('held-out-63 (seen)', 'heldout-63'),
        bundled('held-out-62 (seen)', 'heldout-62'),
        bundled('held-out-61 (seen)', 'heldout-61'),
        bundled('held-out-60 (seen)', 'heldout-60'),
        bundled('held-out-59 (seen)', 'heldout-59'),
        bundled('held-out-58 (seen)', 'heldout-58'),
        bundled('held-out-57 (seen)', 'heldout-57'),
        bundled('held-out-56 (seen)', 'heldout-56'),
        bundled('held-out-55 (seen)', 'heldout-55'),
        bundled('held-out-54 (seen)', 'heldout-54'),
        bundled('held-out-53 (seen)', 'heldout-53'),
        bundled('held-out-52 (seen)', 'heldout-52'),
        bundled('held-out-51 (seen)', 'heldout-51'),
        bundled('held-out-50 (seen)', 'heldout-50'),
        bundled('held-out-49 (seen)', 'heldout-49'),
        bundled('held-out-48 (seen)', 'heldout-48'),
        bundled('held-out-47 (seen)', 'heldout-47'),
        bundled('held-out-46 (seen)', 'heldout-46'),
        bundled('held-out-45 (seen)', 'heldout-45'),
        bundled('held-out-44 (seen)', 'heldout-44'),
        bundled('held-out-43 (seen)', 'heldout-43'),
        bundled('held-out-42 (seen)', 'heldout-42'),
        bundled('held-out-41 (seen)', 'heldout-41'),
        bundled('held-out-40 (seen)', 'heldout-40'),
        bundled('held-out-39 (seen)', 'heldout-39'),
        bundled('held-out-38 (seen)', 'heldout-38'),
        bundled('held-out-37 (seen)', 'heldout-37'),
        bundled('held-out-36 (seen)', 'heldout-36'),
        bundled('held-out-35 (seen)', 'heldout-35'),
        bundled('held-out-34 (seen)', 'heldout-34'),
        bundled('held-out-33 (seen)', 'heldout-33'),
        bundled('held-out-32 (seen)', 'heldout-32'),
        bundled('held-out-31 (seen)', 'heldout-31'),
        bundled('held-out-30 (seen)', 'heldout-30'),
        bundled('held-out-29 (seen)', 'heldout-29'),
        bundled('held-out-28 (seen)', 'heldout-28'),
        bundled('held-out-27 (seen)', 'heldout-27'),
        bundled('held-out-26 (seen)', 'heldout-26'),
        bundled('held-out-25 (seen)', 'heldout-25'),
        bundled('held-out-24 (seen)', 'heldout-24'),
        bundled('held-out-23 (seen)', 'heldout-23'),
        bundled('held-out-22 (seen)', 'heldout-22'),
        bundled('held-out-21 (seen)', 'heldout-21'),
        bundled('held-out-20 (seen)', 'heldout-20'),
        bundled('held-out-19 (seen)', 'heldout-19'),
        bundled('held-out-18 (seen)', 'heldout-18'),
        bundled('held-out-17 (seen)', 'heldout-17'),
        bundled('held-out-16 (seen)', 'heldout-16'),
        bundled('held-out-15 (seen)', 'heldout-15'),
        bundled('held-out-14 (seen)', 'heldout-14'),
        bundled('held-out-13 (seen)', 'heldout-13'),
        bundled('held-out-12 (seen)', 'heldout-12'),
        bundled('held-out-11 (seen)', 'heldout-11'),
        bundled('held-out-10 (seen)', 'heldout-10'),
        bundled('held-out-9 (seen)', 'heldout-9'),
        bundled('held-out-8 (seen)', 'heldout-8'),
        bundled('held-out-7 (seen)', 'heldout-7'),
        bundled('held-out-6 (seen)', 'heldout-6'),
        bundled('tuning-3', 'tuning-3'),
        bundled('tuning-4', 'tuning-4'),
        bundled('held-out-5 (seen, tuned on)', 'heldout-5'),
        bundled('held-out-4 (seen, tuned on)', 'heldout-4'),
        bundled('tuning', 'tuning'),
        bundled('tuning-2 (tuned on)', 'tuning-2'),
        bundled('held-out-1 (seen, tuned on)', 'heldout'),
        bundled('held-out-2 (seen, tuned on)', 'heldout-2'),
        bundled('held-out-3 (seen, tuned on)', 'heldout-3'),
      ];
  const trainedOn = new Set(bundledJudgeCombiner().trainedOn);
  const embedder = values.model === undefined ? getDefaultEmbedder() : createCachedEmbedder(createTransformersEmbedder({ model: values.model }));
  const threshold = effectiveThreshold(REFERENCE_THRESHOLD, embedder.calibration);
  const parts = [];
  for (const { name: label, file, part } of files) {
    const name = part !== undefined && trainedOn.has(part) ? `${label} [learned layer trained on it]` : label;
    const pairs = loadLabelledPairs(file);
    const started = performance.now();
    const judged: Judged[] = await Promise.all(
      pairs.map(async (pair) => {
        const result = await semanticMatch(pair.a, pair.b, { embedder, judge: 'learned' });
        const rules = await semanticMatch(pair.a, pair.b, { embedder, judge: 'rules' });
        return { ...pair, pass: result.pass, rulesPass: rules.pass, score: result.score, reasons: result.reasons ?? [] };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const report = reportByKind(judged);
    const rules = reportByKind(judged.map((p) => ({ ...p, pass: p.rulesPass })));
    const rulesKinds = new Map(rules.kinds.map((k) => [`${k.kind}|${k.label}`, k]));
    const fields = reportByKind(judged.map((p) => ({ ...p, kind: p.field ?? 'unspecified' }))).kinds.map(({ kind, pairs, correct }) => ({ field: kind, pairs, correct }));
    const accepted = (kinds: readonly string[], pass = (p: Judged) => p.pass) => judged.filter((p) => !p.label && pass(p) && kinds.includes(p.kind));
    const rejected = (pass: (p: Judged) => boolean) => judged.filter((p) => p.label && !pass(p)).length;
    const soft = judged.filter((p) => SOFT_KINDS.includes(p.kind));
    parts.push({
      name,
      file,
      count: pairs.length,
      seconds,
      accuracy: report.accuracy,
      sameRejected: rejected((p) => p.pass),
      samePairs: judged.filter((p) => p.label).length,
      rules: {
        accuracy: rules.accuracy,
        strictAccepted: accepted(STRICT_KINDS, (p) => p.rulesPass).length,
        softAccepted: accepted(SOFT_KINDS, (p) => p.rulesPass).length,
        sameRejected: rejected((p) => p.rulesPass),
      },
      kinds: report.kinds.map((k) => ({ ...k, rulesCorrect: rulesKinds.get(`${k.kind}|${k.label}`)!.correct })),
      fields,
      strictAccepted: accepted(STRICT_KINDS).length,
      softAccepted: accepted(SOFT_KINDS).length,
      softPairs: soft.length,
      mistakes: judged.filter((p) => p.pass !== p.label),
    });
  }
  if (values.json) {
    io.stdout(JSON.stringify({ model: embedder.id, threshold, parts: parts.map(({ mistakes, ...part }) => ({ ...part, ...(values.mistakes && { mistakes }) })) }, null, 2));
    return 0;
  }
  io.stdout(`model ${embedder.id}; learned judge (default) beside the rules alone, whose uncertain pairs pass at similarity >= ${fixed(threshold)} (ToolTalk's ${REFERENCE_THRESHOLD})`);
  for (const part of parts) {
    io.stdout('');
    io.stdout(
      `${part.name}: ${part.count} pairs from ${part.file}; accuracy ${percent(part.accuracy)}; ` +
        `fact near misses accepted: ${part.strictAccepted}; object/partial accepted: ${part.softAccepted}/${part.softPairs}; ` +
        `same meaning rejected: ${part.sameRejected}/${part.samePairs}; ${fixed(part.seconds, 2)} s`,
    );
    io.stdout(
      `  rules alone: accuracy ${percent(part.rules.accuracy)}; fact near misses accepted: ${part.rules.strictAccepted}; ` +
        `object/partial accepted: ${part.rules.softAccepted}/${part.softPairs}; same meaning rejected: ${part.rules.sameRejected}/${part.samePairs}`,
    );
    io.stdout(formatTable(['kind', 'same meaning', 'pairs', 'correct', 'accuracy', 'rules alone'], part.kinds.map(kindRow)));
    io.stdout(`per field: ${part.fields.map((f) => `${f.field} ${f.correct}/${f.pairs}`).join(', ')}`);
    if (values.mistakes && part.mistakes.length > 0) {
      io.stdout(`mistakes (${part.name}):`);
      io.stdout(formatTable(['kind', 'label', 'score', 'a', 'b', 'reasons'], part.mistakes.map((p) => [p.kind, String(p.label), fixed(p.score), p.a, p.b, p.reasons.join('; ')])));
    }
  }
  return 0;
}

function kindRow(kind: KindReport & { rulesCorrect: number }): (string | number)[] {
  return [kind.kind, kind.label ? 'yes' : 'no', kind.pairs, kind.correct, percent(kind.correct / kind.pairs), percent(kind.rulesCorrect / kind.pairs)];
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
