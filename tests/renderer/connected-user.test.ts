/** The header's signed-in user (src-renderer/app/connected-user.ts): the login alone when Op1 left the name out. */
import { describe, expect, it } from 'vitest';
import { connectedUserLabel } from '../../src-renderer/app/connected-user';

describe('connectedUserLabel', () => {
  it('shows name and login', () => {
    expect(connectedUserLabel({ name: 'Ana Souza', login: 'atendente' })).toBe('Ana Souza (atendente)');
  });

  it('shows the login alone when the name is null or blank, never "null"', () => {
    expect(connectedUserLabel({ name: null, login: 'atendente' })).toBe('atendente');
    expect(connectedUserLabel({ name: '  ', login: 'atendente' })).toBe('atendente');
  });
});
