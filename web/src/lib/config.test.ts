import { defaultConfig, parseConfig, readConfig } from './config';

describe('runtime config', () => {
  it('uses the defaults without a meta tag (vite dev)', () => {
    expect(readConfig(document.implementation.createHTMLDocument(''))).toEqual({
      companyName: 'Property Maintenance',
      signupOpen: true,
      signupCodeRequired: false,
      passwordResetByEmail: false,
    });
  });

  it('reads the pmp-config meta tag', () => {
    const doc = document.implementation.createHTMLDocument('');
    const meta = doc.createElement('meta');
    meta.name = 'pmp-config';
    meta.content = JSON.stringify({ companyName: 'Acme Homes', signupOpen: false, signupCodeRequired: true, passwordResetByEmail: true });
    doc.head.append(meta);
    expect(readConfig(doc)).toEqual({ companyName: 'Acme Homes', signupOpen: false, signupCodeRequired: true, passwordResetByEmail: true });
  });

  it('falls back per field on bad content', () => {
    expect(parseConfig('not json')).toEqual(defaultConfig);
    expect(parseConfig(JSON.stringify({ companyName: 42, signupOpen: 'no', signupCodeRequired: 'yes', passwordResetByEmail: 1 }))).toEqual(
      defaultConfig,
    );
    expect(parseConfig(JSON.stringify({ companyName: '  ' }))).toEqual(defaultConfig);
  });
});
