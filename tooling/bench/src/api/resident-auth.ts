import { createSessions, type LoadTarget } from './load-target.ts';

/** The demo resident signed in over HTTP: their bearer header and their first personal account. */
export interface ResidentAuth {
  bearer: string;
  contragentId: number;
}

export async function residentAuth(target: LoadTarget): Promise<ResidentAuth> {
  const [session] = await createSessions(target, 1);
  const bearer = `Bearer ${session!.access_token}`;
  const user = (await (
    await fetch(`${target.apiBase}/v3/main/user/`, { headers: { authorization: bearer } })
  ).json()) as {
    contragents: { id: number }[];
  };
  return { bearer, contragentId: user.contragents[0]!.id };
}
