// Passwords are hashed with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from "@node-rs/argon2";

// The library default algorithm is argon2id.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the email is unknown keeps the response time the same, so timing
// does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword("not-a-real-password")));
  try {
    const ok = await verify(target, password);
    return ok && !!passwordHash;
  } catch {
    return false;
  }
}
