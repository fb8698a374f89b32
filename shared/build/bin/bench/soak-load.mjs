// The load of `pnpm bench --only soak` (soak.mjs): the client's requests through the balancer,
// the demo clinic's records the load draws on, the clinic day's operations and the open loop that
// sends them at a fixed rate.
import { request } from 'node:https';

/** The soak cluster's balancer (soak.mjs starts it there, clear of the e2e cluster and :8000). */
export const SOAK_PORT = 8643;
const BASE = `https://localhost:${SOAK_PORT}`;
const PASSWORD = 'Clinio!demo1';
const REQUEST_TIMEOUT_MS = 30_000;
/** Bookings go into whole weeks from this far ahead: clear of the demo seed's schedule. */
export const FIRST_WEEK_DAYS_AHEAD = 70;
/** Weekdays 08:00-18:00 in half hours: the slots a provider has in a week. */
export const SLOTS_A_WEEK = 5 * 20;

export const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!(value > 0)) throw new Error(`${name} takes a positive number`);
  return value;
};

/** A small seeded generator (mulberry32): every run draws the same mix and the same records. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `date` at the wall-clock `time` in `timeZone`, as an instant with its offset (e2e/support/calendar.ts). */
function zoned(date, time, timeZone) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName').value;
  return `${date}T${time}:00${name === 'GMT' ? '+00:00' : name.slice(3)}`;
}

export const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One request through the balancer: status and body text, or status 0 and the network error. */
function call(agent, { method = 'GET', pathname, token, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'user-agent': 'clinio-bench-soak' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = request(`${BASE}${pathname}`, { method, agent, headers, family: 4 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ status: 0, text: error.message }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ status: 0, text: error.message }));
    req.end(payload);
  });
}

/**
 * What the load needs from the seeded demo clinic, read as its owner: the providers with a branch
 * and a type, the branches' zones, about two hundred patients and the search terms drawn from them.
 */
export async function clinicOf(agent) {
  const json = async (what, options) => {
    const answer = await call(agent, options);
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`soak set-up: ${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return JSON.parse(answer.text);
  };
  const tokens = await json('sign-in', {
    method: 'POST',
    pathname: '/api/login',
    body: { username: 'owner', password: PASSWORD },
  });
  const token = tokens.access_token;
  const me = await json('GET /api/me', { pathname: '/api/me', token });
  const resources = await json('GET /api/scheduling/resources', {
    pathname: '/api/scheduling/resources',
    token,
  });
  const patients = [];
  for (let skip = 0; ; skip += 100) {
    const page = await json('GET /api/patients/', {
      pathname: `/api/patients/?skip=${skip}&limit=100`,
      token,
    });
    patients.push(...page.results);
    if (page.results.length < 100) break;
  }
  const zones = new Map(resources.branches.map((branch) => [branch.id, branch.timezone]));
  const providers = resources.providers
    .filter((provider) => provider.branch_ids.length > 0 && provider.appointment_types.length > 0)
    .map((provider) => ({
      id: provider.id,
      branchId: provider.branch_ids[0],
      timeZone: zones.get(provider.branch_ids[0]),
      type: provider.appointment_types[0],
    }));
  const searches = patients.flatMap((patient) => [
    patient.last_name,
    `${patient.first_name} ${patient.last_name}`,
    patient.last_name.slice(0, 3),
  ]);
  return { token, clinicId: me.clinic_id, patients, providers, searches, branches: resources.branches };
}

/** Nearest-rank percentile of sorted values, in ms with two decimals. */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 100) / 100;

/**
 * The operations of a clinic day. Each is what one screen asks for, and is timed from its
 * intended send time until its last answer; `conflict` marks a booking whose slot was taken (409).
 */
export function operations({ agent, clinic, weeks, pick }) {
  const session = { token: clinic.token };
  let bookings = 0;
  const ok = (answer, what) =>
    answer.status >= 200 && answer.status < 300
      ? null
      : { what, status: answer.status, text: answer.text.slice(0, 200) };
  const patient = () => clinic.patients[Math.floor(pick() * clinic.patients.length)];
  return {
    // The patients list's search box: a page of 20 by relevance.
    search: async () => {
      const term = clinic.searches[Math.floor(pick() * clinic.searches.length)];
      const answer = await call(agent, {
        pathname: `/api/patients/?search=${encodeURIComponent(term)}&skip=0&limit=20`,
        token: session.token,
      });
      return { requests: 1, errors: [ok(answer, 'search')].filter(Boolean) };
    },
    // Opening a chart: the record (an audited view), the clinic, the Appointments tab's upcoming visits.
    chart: async () => {
      const { id } = patient();
      const now = new Date().toISOString();
      const answers = await Promise.all([
        call(agent, { pathname: `/api/patients/${id}?purpose=view`, token: session.token }),
        call(agent, { pathname: `/api/clinics/${clinic.clinicId}`, token: session.token }),
        call(agent, {
          pathname: `/api/appointments/?patient_id=${id}&start=${encodeURIComponent(now)}&skip=0&limit=10`,
          token: session.token,
        }),
      ]);
      return { requests: 3, errors: answers.map((answer) => ok(answer, 'chart')).filter(Boolean) };
    },
    // The calendar's week of a branch: the whole range in one page, as its grid (and live poll) reads it.
    calendar: async () => {
      const week = weeks[Math.floor(pick() * weeks.length)];
      const branch = clinic.branches[Math.floor(pick() * clinic.branches.length)];
      const start = encodeURIComponent(zoned(week, '00:00', branch.timezone));
      const end = encodeURIComponent(zoned(addDays(week, 7), '00:00', branch.timezone));
      const answer = await call(agent, {
        pathname: `/api/appointments/?start=${start}&end=${end}&branch_id=${branch.id}&skip=0&limit=1000`,
        token: session.token,
      });
      return { requests: 1, errors: [ok(answer, 'calendar')].filter(Boolean) };
    },
    // A booking in the next free slot: providers in turn, then weeks, then weekdays, then half hours.
    booking: async () => {
      const index = bookings;
      bookings += 1;
      const { providers, patients } = clinic;
      const provider = providers[index % providers.length];
      const inProvider = Math.floor(index / providers.length);
      const week = weeks[inProvider % weeks.length];
      const slot = Math.floor(inProvider / weeks.length);
      if (slot >= SLOTS_A_WEEK) throw new Error('soak: more bookings than free slots (raise the weeks)');
      const date = addDays(week, slot % 5);
      const minutes = 8 * 60 + Math.floor(slot / 5) * 30;
      const time = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const answer = await call(agent, {
        method: 'POST',
        pathname: '/api/appointments/',
        token: session.token,
        body: {
          patient_id: patients[index % patients.length].id,
          provider_id: provider.id,
          branch_id: provider.branchId,
          appointment_type: provider.type,
          start_time: zoned(date, time(minutes), provider.timeZone),
          end_time: zoned(date, time(minutes + 30), provider.timeZone),
          allow_outside_hours: true,
        },
      });
      if (answer.status === 409) return { requests: 1, errors: [], conflict: true };
      return { requests: 1, errors: [ok(answer, 'booking')].filter(Boolean) };
    },
    // A member of staff signs in (the owner or the front desk in turn) and the shell reads the profile.
    signIn: async () => {
      const username = pick() < 0.5 ? 'owner' : 'frontdesk';
      const answer = await call(agent, {
        method: 'POST',
        pathname: '/api/login',
        body: { username, password: PASSWORD },
      });
      const failed = ok(answer, 'sign-in');
      if (failed !== null) return { requests: 1, errors: [failed] };
      const token = JSON.parse(answer.text).access_token;
      const me = await call(agent, { pathname: '/api/me', token });
      // The owner's fresh token carries the other operations (its lifetime is 15 minutes).
      if (username === 'owner') session.token = token;
      return { requests: 2, errors: [ok(me, 'sign-in')].filter(Boolean) };
    },
  };
}

/**
 * Open loop at `rate` operations a second for `durationMs`: operation n is due at start + n / rate
 * and is sent then whatever is still in flight, and its latency is counted from that due time, so
 * a slow answer cannot hold back (and hide) the ones behind it.
 */
export async function openLoop({ rate, durationMs, nextKind, run }) {
  const started = performance.now();
  const total = Math.floor((rate * durationMs) / 1000);
  const inFlight = new Set();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      while (sent < total && started + (sent * 1000) / rate <= performance.now()) {
        const due = started + (sent * 1000) / rate;
        sent += 1;
        const kind = nextKind();
        const done = run(kind, due).finally(() => inFlight.delete(done));
        inFlight.add(done);
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, started + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return performance.now() - started;
}
