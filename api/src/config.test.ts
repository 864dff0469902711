import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { defaultPoolSize } from './db/data-source';

const BASE = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-data-dir',
  SESSION_SECRET: 'test-session-secret-test-session-secret',
  SECRET_KEY: 'test-secret-key-test-secret-key-test-secret',
};

describe('DATABASE_POOL_SIZE', () => {
  it('is unset when empty: the pool then follows the database (defaultPoolSize)', () => {
    expect(loadConfig(BASE).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadConfig({ ...BASE, DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(defaultPoolSize(false)).toBe(10);
    expect(defaultPoolSize(true)).toBe(Math.min(10, Math.max(2, availableParallelism() * 2)));
  });

  it('takes a whole number from 1 to 100', () => {
    expect(loadConfig({ ...BASE, DATABASE_POOL_SIZE: '7' }).DATABASE_POOL_SIZE).toBe(7);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ ...BASE, DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...BASE, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('every setting reaches a deployment', () => {
  const root = path.resolve(__dirname, '../..');
  const documented = readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));

  it('.env.example documents exactly the variables the api reads', () => {
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("docker-compose.yml hands the api every variable of the .env file, overriding only the container's own", () => {
    const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
      services: { api: { env_file?: { path: string; required?: boolean }[]; environment: Record<string, string> } };
    };
    const api = compose.services.api;
    expect(api.env_file).toEqual([{ path: '.env', required: false }]);
    // Every override is a variable the api reads: a misspelt one would silently leave the default.
    for (const name of Object.keys(api.environment)) expect(CONFIG_VARIABLES).toContain(name);
    expect(api.environment.DATA_DIR).toBe('/data');
    expect(api.environment.NODE_ENV).toBe('production');
  });
});

describe('SIGNUP_DEFAULT_ROLE', () => {
  const production = { ...BASE, NODE_ENV: 'production', COMPANY_EMAIL_DOMAINS: 'acme.test' };

  it('is agent unless set; agent and viewer are taken in production, admin only elsewhere', () => {
    expect(loadConfig(BASE).SIGNUP_DEFAULT_ROLE).toBe('agent');
    expect(loadConfig({ ...production, SIGNUP_DEFAULT_ROLE: 'viewer' }).SIGNUP_DEFAULT_ROLE).toBe('viewer');
    expect(loadConfig({ ...BASE, SIGNUP_DEFAULT_ROLE: 'admin' }).SIGNUP_DEFAULT_ROLE).toBe('admin');
    expect(() => loadConfig({ ...production, SIGNUP_DEFAULT_ROLE: 'admin' })).toThrow(
      /SIGNUP_DEFAULT_ROLE: admin is refused in production/,
    );
    expect(() => loadConfig({ ...BASE, SIGNUP_DEFAULT_ROLE: 'owner' })).toThrow(/SIGNUP_DEFAULT_ROLE/);
  });
});
