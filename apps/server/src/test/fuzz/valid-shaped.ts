import fc from 'fast-check';
import { BETS_API, CASINO_API } from '@sb/contracts';
import { fieldsOf, render, setAt, type Draft, type FuzzInput } from './draft';
import { GAME_ACTIONS, GAME_PARAMS, INSTANT_GAMES, ROUND_GAMES } from './game-rules';
import { opName, type JsonSchema, type Operation } from './openapi';
import { group } from './requests';
import { badValue, validValue } from './values';
import type { World } from './world';

/**
 * Issue 25 (class-level test 3), "the fuzzer reaches the logic": inputs shaped by each route's own
 * request schema with the ids that exist (World), so that most pass validation and reach the
 * code behind it; a share then gets one boundary value or one wrong field, which the route must
 * refuse with a 4xx or accept — never a 5xx.
 */

/** Stakes from the casino's minimum (10) up, now and then one just under it or as a numeric string. */
const stake = fc.oneof({ arbitrary: fc.integer({ min: 10, max: 200 }), weight: 6 }, fc.constant(9), fc.constant('50'));
const key = fc.stringMatching(/^[A-Za-z0-9_-]{12,32}$/);
const pick = <T>(xs: readonly T[], fallback: T): fc.Arbitrary<T> =>
  xs.length ? fc.constantFrom(...xs) : fc.constant(fallback);

/** Values by field name wherever a route's schema has that field (body, query or path). */
function fieldValues(w: World): Record<string, fc.Arbitrary<unknown>> {
  return {
    accountId: fc.constant(w.accountId),
    gameId: pick(w.gameIds, 'dice'),
    outcomeId: pick(
      w.outcomes.map((o) => o.id),
      '1_1_',
    ),
    code: pick(w.promoCodes, 'NONE'),
    methodId: fc.constant('sandbox-card'),
    currency: fc.constant('EUR'),
    iso: fc.constantFrom('EUR', 'USD'),
    lng: fc.constant('en'),
    language: fc.constant('en'),
    idempotencyKey: key,
    'idempotency-key': key,
    amount: fc.integer({ min: 1, max: 2000 }),
    roundId: fc.uuid(),
    clientSeed: fc.stringMatching(/^[a-z0-9]{4,16}$/),
  };
}

/** Path parameters by route, where `{id}` means a different thing on each. */
function pathValues(op: Operation, w: World): Record<string, fc.Arbitrary<unknown>> {
  if (op.path.includes('/coupons/{id}'))
    return {
      id: pick(
        w.coupons.map((c) => c.id),
        '1',
      ),
    };
  if (op.path.includes('/payments/withdrawals/{id}')) return { id: pick(w.paymentIds, '1') };
  if (op.path.includes('/user/accounts/{id}')) return { id: fc.constant(w.accountId) };
  return {};
}

/** Whole bodies for the operations that move money: a game with its own parameters, real outcomes. */
function bodyOf(op: Operation, w: World): fc.Arbitrary<unknown> | null {
  const name = opName(op);
  const play = (games: readonly string[]) =>
    fc.constantFrom(...games).chain((gameId) =>
      fc.record(
        {
          gameId: fc.constant(gameId),
          mode: fc.constantFrom('real', 'real', 'real', 'demo'),
          stake,
          params: GAME_PARAMS[gameId] ?? fc.constant({}),
          accountId: fc.constant(w.accountId),
          roundId: fc.uuid(),
        },
        { requiredKeys: ['gameId', 'mode', 'stake', 'params'] },
      ),
    );
  if (name === `POST ${CASINO_API}/play`) return play(INSTANT_GAMES);
  if (name === `POST ${CASINO_API}/rounds`) return play(ROUND_GAMES);
  if (name === `POST ${BETS_API}/coupons`) {
    const single = pick(w.outcomes, { id: '1_1_', gameId: 1, coef: 2 }).map((o) => ({
      typeId: 0,
      bets: [{ outcomeId: o.id, coef: o.coef }],
    }));
    // An express: legs of different games (the same game twice is refused by the rules).
    const express = fc
      .uniqueArray(pick(w.outcomes, { id: '1_1_', gameId: 1, coef: 2 }), {
        minLength: 2,
        maxLength: 3,
        selector: (o) => o.gameId,
      })
      .map((legs) => ({ typeId: 1, bets: legs.map((o) => ({ outcomeId: o.id, coef: o.coef })) }));
    return fc
      .tuple(fc.oneof({ arbitrary: single, weight: 3 }, express), fc.integer({ min: 1, max: 500 }), key)
      .map(([c, amount, idempotencyKey]) => ({ ...c, accountId: w.accountId, amount, idempotencyKey }));
  }
  return null;
}

/** A draft for one operation; the act and cash-out operations pair a path id with its own body. */
function draftOf(op: Operation, w: World): fc.Arbitrary<Draft> {
  const name = opName(op);
  const values = fieldValues(w);
  const paths = pathValues(op, w);
  const base = fc.record({
    path: group(op, 'path'),
    query: group(op, 'query'),
    header: group(op, 'header'),
    body: bodyOf(op, w) ?? (op.body ? validValue(op.body.schema) : fc.constant(undefined)),
    overlay: fc.record(values),
    pathOverlay: fc.record(paths),
  });
  const draft = base.map(({ overlay, pathOverlay, ...d }) => {
    const out: Draft = { ...d, rawQuery: [] };
    for (const p of op.params) {
      const v = p.in === 'path' ? (pathOverlay[p.name] ?? overlay[p.name]) : overlay[p.name];
      if (v !== undefined && p.name in out[p.in]) out[p.in] = { ...out[p.in], [p.name]: v };
      else if (v !== undefined && p.in === 'path') out.path = { ...out.path, [p.name]: v };
    }
    if (op.body && !bodyOf(op, w) && out.body && typeof out.body === 'object') {
      for (const f of fieldsOf(op.body.schema)) {
        const last = f.at[f.at.length - 1];
        if (typeof last === 'string' && last in overlay && hasPath(out.body, f.at.slice(0, -1)))
          out.body = setAt(out.body, f.at, overlay[last]);
      }
    }
    return out;
  });
  if (name === `POST ${CASINO_API}/rounds/{roundId}/act` && w.rounds.length) {
    return fc
      .constantFrom(...w.rounds)
      .chain((r) => fc.tuple(fc.constant(r), GAME_ACTIONS[r.gameId] ?? fc.constant({})))
      .chain(([r, action]) => draft.map((d) => ({ ...d, path: { roundId: r.id }, body: { action } })));
  }
  if (name === `POST ${BETS_API}/coupons/{id}/cashout` && w.coupons.length) {
    return fc
      .tuple(
        fc.constantFrom(...w.coupons),
        fc.oneof({ arbitrary: fc.constant(100), weight: 3 }, fc.integer({ min: 1, max: 100 })),
      )
      .chain(([c, percent]) =>
        draft.map((d) => ({ ...d, path: { id: c.id }, body: { percent, expectedAmount: c.offer } })),
      );
  }
  return draft;
}

function hasPath(root: unknown, at: (string | number)[]): boolean {
  let node: unknown = root;
  for (const k of at) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string | number, unknown>)[k];
  }
  return node !== undefined && node !== null && typeof node === 'object';
}

/** The schema's edge for a field: its minimum or maximum, its shortest or longest text. */
function boundaryOf(s: JsonSchema): fc.Arbitrary<unknown> | null {
  const edges: unknown[] = [];
  if (typeof s.minimum === 'number') edges.push(s.minimum);
  if (typeof s.maximum === 'number') edges.push(s.maximum);
  if (typeof s.exclusiveMinimum === 'number') edges.push(s.exclusiveMinimum + 1);
  if (typeof s.exclusiveMaximum === 'number') edges.push(s.exclusiveMaximum - 1);
  if (s.minLength !== undefined && !s.pattern) edges.push('x'.repeat(s.minLength));
  if (s.maxLength !== undefined && !s.pattern) edges.push('x'.repeat(s.maxLength));
  return edges.length ? fc.constantFrom(...edges) : null;
}

type Nudge = { label: string; apply: (d: Draft) => Draft };

/** One field of the body set to its schema's edge, or made wrong (the rest stays valid). */
function nudgeArb(op: Operation): fc.Arbitrary<Nudge | null> {
  const fields = op.body ? fieldsOf(op.body.schema) : [];
  if (!fields.length) return fc.constant(null);
  const one = fc.constantFrom(...fields);
  const edge = one.chain((f) => {
    const b = boundaryOf(f.schema);
    return b
      ? b.map((v): Nudge | null => ({
          label: `edge ${f.at.join('.')}=${JSON.stringify(v)?.slice(0, 20)}`,
          apply: (d) => ({ ...d, body: setAt(d.body, f.at, v) }),
        }))
      : fc.constant(null);
  });
  const wrong = one.chain((f) =>
    badValue(f.schema).map((v): Nudge => ({
      label: `wrong ${f.at.join('.')}`,
      apply: (d) => ({ ...d, body: setAt(d.body, f.at, v) }),
    })),
  );
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: 6 },
    { arbitrary: edge, weight: 2 },
    { arbitrary: wrong, weight: 2 },
  );
}

export function validShapedArb(op: Operation, w: World, baseHeaders: Record<string, string>): fc.Arbitrary<FuzzInput> {
  return fc.tuple(draftOf(op, w), nudgeArb(op)).map(([draft, nudge]) => {
    const d = nudge ? nudge.apply(draft) : draft;
    return { ...render(op, d, baseHeaders), mutations: [nudge ? nudge.label : 'valid-shaped'] };
  });
}

export function sampleValidShaped(
  op: Operation,
  w: World,
  baseHeaders: Record<string, string>,
  seed: number,
  count: number,
): FuzzInput[] {
  return fc.sample(validShapedArb(op, w, baseHeaders), { seed, numRuns: count });
}
