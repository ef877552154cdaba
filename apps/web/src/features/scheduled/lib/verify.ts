/**
 * The player's own check of a round's proof (issue 19, reference "Shared rounds and draws"): the
 * revealed seed's SHA-256, over the seed text as UTF-8 (as the server's hash chain computes it),
 * must be the commitment published before the round. Runs in the browser's WebCrypto.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function seedMatchesCommitment(seed: string, commitment: string): Promise<boolean> {
  return (await sha256Hex(seed)) === commitment.trim().toLowerCase();
}
