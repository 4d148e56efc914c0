// Generates the FSRS optimizer reference fixtures for the Java tests (FsrsOptimizerAgreementTest):
// deterministic synthetic review logs of different sizes and shapes, each fitted by fsrs-rs through
// its npm binding, with fsrs-rs's fitted parameters and the log loss / RMSE(bins) it measures for
// them and for the defaults. Run: npm ci && node generate.mjs (writes ../../src/test/resources/fsrs/optimizer/).
import { writeFileSync, mkdirSync } from 'node:fs';
import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';

const DEFAULTS = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
  1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542];

function mulberry32(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A learner's true memory: FSRS-6 with its own weights (the defaults scaled by log-normal noise).
function memory(w) {
  const decay = -w[20], factor = Math.pow(0.9, 1 / decay) - 1;
  const r = (t, s) => Math.pow(1 + factor * t / s, decay);
  const d0 = g => Math.min(10, Math.max(1, w[4] - Math.exp(w[5] * (g - 1)) + 1));
  const next = (s, d, t, g) => {
    let ns;
    if (t === 0) {
      let inc = Math.exp(w[17] * (g - 3 + w[18])) * Math.pow(s, -w[19]);
      if (g >= 2) inc = Math.max(inc, 1);
      ns = s * inc;
    } else if (g === 1) {
      ns = Math.min(w[11] * Math.pow(d, -w[12]) * (Math.pow(s + 1, w[13]) - 1) * Math.exp((1 - r(t, s)) * w[14]),
        s / Math.exp(w[17] * w[18]));
    } else {
      const hp = g === 2 ? w[15] : 1, eb = g === 4 ? w[16] : 1;
      ns = s * (1 + Math.exp(w[8]) * (11 - d) * Math.pow(s, -w[9]) * (Math.exp((1 - r(t, s)) * w[10]) - 1) * hp * eb);
    }
    const nd = d + (10 - d) * (-w[6] * (g - 3)) / 9;
    const md = Math.min(10, Math.max(1, w[7] * (d0(4) - nd) + nd));
    return [Math.min(36500, Math.max(0.001, ns)), md];
  };
  const interval = (s, ret) => Math.max(1, Math.round(s / factor * (Math.pow(ret, 1 / decay) - 1)));
  return { r, d0, next, interval };
}

// One learner studying `cards` new questions over `days` days; the schedule uses the defaults (as
// the bot would) while the answers follow the learner's own weights. grades: 'binary' (1/3 only,
// as the bot grades) or 'four' (all four grades).
function simulate({ seed, cards, days, spread, grades, newPerDay }) {
  const rnd = mulberry32(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const own = DEFAULTS.map((x, i) => (i === 20 ? Math.min(0.8, Math.max(0.1, x * Math.exp(spread * gauss())))
    : x * Math.exp(spread * gauss())));
  own[7] = Math.min(own[7], 0.75); own[9] = Math.min(own[9], 0.8); own[12] = Math.min(own[12], 0.25);
  const truth = memory(own), sched = memory(DEFAULTS);
  const log = [];
  let order = 0;
  const state = [];
  for (let day = 0; day < days; day++) {
    const intro = Math.min(newPerDay, cards - state.length);
    for (let k = 0; k < intro; k++) state.push({ id: state.length, due: day, s: 0, d: 0, ss: 0, sd: 0, last: -1, reviews: [] });
    for (const c of state) {
      if (c.due > day) continue;
      const t = c.last < 0 ? 0 : day - c.last;
      let g;
      if (c.last < 0) {
        const p = rnd();
        g = grades === 'four' ? (p < 0.25 ? 1 : p < 0.35 ? 2 : p < 0.85 ? 3 : 4) : (p < 0.35 ? 1 : 3);
        c.s = own[g - 1]; c.d = truth.d0(g);
        c.ss = DEFAULTS[g - 1]; c.sd = sched.d0(g);
      } else {
        const recalled = rnd() < truth.r(t, c.s);
        const p = rnd();
        g = !recalled ? 1 : grades === 'four' ? (p < 0.12 ? 2 : p < 0.9 ? 3 : 4) : 3;
        [c.s, c.d] = truth.next(c.s, c.d, t, g);
        [c.ss, c.sd] = sched.next(c.ss, c.sd, t, g);
      }
      c.reviews.push([g, t, order++]);
      // A failed first answer or lapse is repeated the same day once (a learning step).
      if (g === 1) {
        const recalled = rnd() < 0.9;
        const g2 = recalled ? 3 : 1;
        [c.s, c.d] = truth.next(c.s, c.d, 0, g2);
        [c.ss, c.sd] = sched.next(c.ss, c.sd, 0, g2);
        c.reviews.push([g2, 0, order++]);
      }
      c.last = day;
      c.due = day + sched.interval(c.ss, 0.9);
    }
  }
  return state.map(c => c.reviews);
}

function items(cards) {
  const out = [];
  for (const reviews of cards) {
    for (let i = 1; i < reviews.length; i++) {
      if (reviews[i][1] > 0) out.push({ order: reviews[i][2], reviews: reviews.slice(0, i + 1) });
    }
  }
  out.sort((a, b) => a.order - b.order);
  return out.map(x => new FSRSBindingItem(x.reviews.map(([g, t]) => new FSRSBindingReview(g, t))));
}

const fixtures = [
  { name: 'small-binary', seed: 11, cards: 60, days: 40, spread: 0.25, grades: 'binary', newPerDay: 6 },
  { name: 'medium-binary', seed: 12, cards: 300, days: 120, spread: 0.3, grades: 'binary', newPerDay: 10 },
  { name: 'medium-four-grades', seed: 13, cards: 300, days: 120, spread: 0.3, grades: 'four', newPerDay: 10 },
  { name: 'large-binary', seed: 14, cards: 1200, days: 240, spread: 0.35, grades: 'binary', newPerDay: 15 },
  { name: 'forgetful-binary', seed: 15, cards: 400, days: 150, spread: 0.6, grades: 'binary', newPerDay: 8 },
];

const dir = new URL('../../src/test/resources/fsrs/optimizer/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const f of fixtures) {
  const cards = simulate(f);
  const set = items(cards);
  const fitted = await computeParameters(set, { enableShortTerm: true });
  const fit = new FSRSBinding(fitted).evaluate(set);
  const def = new FSRSBinding(DEFAULTS).evaluate(set);
  const reviews = cards.reduce((n, c) => n + c.length, 0);
  writeFileSync(new URL(f.name + '.json', dir), JSON.stringify({
    name: f.name, generator: f, reviews, items: set.length,
    fsrsRsParameters: fitted.map(x => Math.round(x * 1e6) / 1e6),
    fsrsRsLogLoss: fit.logLoss, fsrsRsRmseBins: fit.rmseBins,
    defaultsLogLoss: def.logLoss, defaultsRmseBins: def.rmseBins,
    cards,
  }) + '\n');
  console.log(f.name, reviews, 'reviews', set.length, 'items', 'fitted', fit.logLoss.toFixed(4), 'defaults', def.logLoss.toFixed(4));
}
