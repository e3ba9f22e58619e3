import { describe, expect, it } from 'vitest';
import { checkedLookup, isForbiddenTarget, webhookTargetProblem } from './webhook-targets';

describe('isForbiddenTarget', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.100',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.251',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenTarget(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '[2001:4860:4860::8888]',
  ])('allows the public address %s', (address) => {
    expect(isForbiddenTarget(address)).toBe(false);
  });
});

describe('webhookTargetProblem', () => {
  it('reads decimal, hexadecimal and octal IPv4 as the address they are', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://127.1/']) {
      expect(await webhookTargetProblem(url)).toBe('private');
    }
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await webhookTargetProblem('http://localhost:3000/hook')).toBe('private');
  });

  it('allows a public address written as such', async () => {
    expect(await webhookTargetProblem('https://8.8.8.8/hook')).toBeNull();
  });
});

describe('checkedLookup', () => {
  it('fails the lookup of a name resolving to a forbidden address, unless private ones are allowed', async () => {
    const lookup = (allowPrivate: boolean) =>
      new Promise<string>((resolve) => {
        checkedLookup(allowPrivate)('localhost', {}, (error, address) =>
          resolve(error ? ((error as { code?: string }).code ?? 'error') : String(address)),
        );
      });
    expect(await lookup(false)).toBe('address_not_allowed');
    expect(await lookup(true)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
