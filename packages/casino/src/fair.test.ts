import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainFrom,
  crashPoint,
  drawWithoutReplacement,
  firstFloats,
  floatStream,
  hashSeed,
  hmacHex,
  newServerSeed,
  shuffle,
  verifyChainLink,
} from './fair';
import { hmacSha256, sha256, toHex, utf8 } from './sha256';
import { at } from './util';

/** Issue 15 "Fairness and RTP"; shared/reference/betting-math.md "Provably fair". */
describe('fair: seeds and floats', () => {
  it('hashes and HMACs by the standard vectors (FIPS 180-4, RFC 4231), as node:crypto does', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSeed('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(longKey, utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('reads floats as b0/256 + b1/256² + b2/256³ + b3/256⁴ over HMAC(serverSeed, clientSeed:nonce:round)', () => {
    const floats = firstFloats('server-seed', 'client-seed', 1, 10);
    // node:crypto's createHmac('sha256', 'server-seed').update('client-seed:1:0' / ':1:1'), once.
    expect(hmacHex('server-seed', 'client-seed:1:0')).toBe(
      'aa236da731df39ccc141fec9ba3d5dde8564def0e4b5d5339ceb77be9625dbec',
    );
    const block0 = hmacSha256(utf8('server-seed'), utf8('client-seed:1:0'));
    const block1 = hmacSha256(utf8('server-seed'), utf8('client-seed:1:1'));
    expect(toHex(block1)).toBe('28a002df1cc22655cf9e96c1eb8c10f7d2e31f9a938789d0ec96771d817cacf1');
    const fromBytes = (b: Uint8Array, i: number) =>
      at([...b], i) / 256 + at([...b], i + 1) / 256 ** 2 + at([...b], i + 2) / 256 ** 3 + at([...b], i + 3) / 256 ** 4;
    expect(floats.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => fromBytes(block0, i * 4)));
    expect(floats.slice(8)).toEqual([fromBytes(block1, 0), fromBytes(block1, 4)]);
    // Pinned once: a change of the algorithm changes every published round.
    expect(floats[0]).toBe(0.6646030934061855);
    expect(floats[9]).toBe(0.11233748984523118);
    expect(hashSeed('server-seed')).toBe('91024ec49c5bec0b689e42892526320fce08337205c91de94c7a588c20d08eeb');
  });

  it('floats are in [0, 1), multiples of 2⁻³², and a pure function of the seeds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (server, client, nonce) => {
        const a = firstFloats(server, client, nonce, 12);
        expect(firstFloats(server, client, nonce, 12)).toEqual(a);
        for (const f of a) {
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
          expect(Number.isInteger(f * 2 ** 32)).toBe(true);
        }
      }),
    );
  });

  it('a new server seed is 64 hex characters and never repeats', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });
});

describe('fair: hash chain and crash point', () => {
  it('each revealed link hashes to the one published before it', () => {
    const chain = chainFrom('genesis', 20);
    expect(chain[1]).toBe('aeebad4a796fcc2e15dc4c6061b45ed9b373f26adfc798ca7d2d8cc58182718e');
    for (let i = 0; i < 20; i++) expect(verifyChainLink(at(chain, i), at(chain, i + 1))).toBe(true);
    expect(verifyChainLink(at(chain, 3), at(chain, 5))).toBe(false);
  });

  it('crashes at 1.00× when the hash is divisible by 101, else ⌊(100·2⁵² − h)/(2⁵² − h)⌋/100', () => {
    expect(crashPoint('0'.repeat(64))).toBe(10_000);
    // 101 = 0x65: divisible, crashes at once whatever its top bits say.
    expect(crashPoint('0'.repeat(62) + '65')).toBe(10_000);
    // h = 2⁵¹ (…0001 is not divisible by 101): (100 − ½)/(½) = 199 → 1.99×.
    expect(crashPoint('8000000000000' + '0'.repeat(50) + '1')).toBe(19_900);
    expect(crashPoint(hashSeed(at(chainFrom('genesis', 3), 3)))).toBe(42_400);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const point = crashPoint(hashSeed(seed));
        expect(point).toBeGreaterThanOrEqual(10_000);
        expect(point % 100).toBe(0);
      }),
    );
  });
});

describe('fair: draws and shuffles (Fisher–Yates)', () => {
  it('draws k distinct numbers of 0…n−1', () => {
    expect(drawWithoutReplacement(10, 80, floatStream('server-seed', 'client-seed', 1))).toEqual([
      53, 16, 60, 59, 43, 72, 51, 49, 19, 1,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(), fc.string(), (n, k0, seed) => {
        const k = k0 % (n + 1);
        const drawn = drawWithoutReplacement(k, n, floatStream(seed, 'c', 0));
        expect(drawn).toHaveLength(k);
        expect(new Set(drawn).size).toBe(k);
        for (const x of drawn) expect(x >= 0 && x < n).toBe(true);
      }),
    );
  });

  it('a shuffle is a permutation of the deck', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (deck, seed) => {
        const shuffled = shuffle(deck, floatStream(seed, 'c', 0));
        expect([...shuffled].sort()).toEqual([...deck].sort());
      }),
    );
  });

  it('refuses impossible draws', () => {
    expect(() => drawWithoutReplacement(5, 4, floatStream('s', 'c', 0))).toThrow(RangeError);
  });
});
