import type { FastifyRequest } from 'fastify';
import type { NumberPersonalAccount } from '@resident/contract';
import { residentOf } from '../auth/resident-auth.ts';
import { contragentNotFound } from '../errors/http-errors.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';

/** The caller's account or 404 exactly like a missing one, so ids cannot be probed. */
export async function ownAccount(residents: ResidentRepository, request: FastifyRequest, contragentId: number): Promise<NumberPersonalAccount> {
  const account = await residents.getNumberPersonalAccount(residentOf(request), contragentId);
  if (!account) throw contragentNotFound();
  return account;
}
