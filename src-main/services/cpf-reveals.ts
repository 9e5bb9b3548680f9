/**
 * Main process. The CPFs each employee revealed on screen in this session,
 * once the reveal was journaled (D181). A statement shows a CPF in full only
 * when it is here: the renderer's word alone is not enough. Kept in memory
 * only, with the life of the kept movement lists (D141): dropped when the
 * employee signs out or another one signs in, and keyed by whose they are.
 */
export class CpfReveals {
  private readonly byOwner = new Map<string, Set<string>>();

  /** `owner`: the environment and the login ("sandbox atendente"), as the kept lists say it. */
  remember(owner: string, cpf: string): void {
    // One employee's reveals at a time: another's arrival means the last one left.
    for (const key of this.byOwner.keys()) if (key !== owner) this.byOwner.delete(key);
    let cpfs = this.byOwner.get(owner);
    if (!cpfs) this.byOwner.set(owner, (cpfs = new Set()));
    cpfs.add(cpf);
  }

  has(owner: string, cpf: string): boolean {
    return this.byOwner.get(owner)?.has(cpf) ?? false;
  }

  clear(): void {
    this.byOwner.clear();
  }
}
