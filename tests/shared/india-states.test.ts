import { describe, expect, it } from 'vitest';
import { findIndianState, INDIAN_STATES, isIndia, pinStateMessage, pinStateMismatch, pinStateRefusal, statesOfPin } from '@/shared/india-states';
import { languageOfAcceptLanguage } from '@/shared/locale';

const codesOf = (pin: string) => statesOfPin(pin).map((state) => state.code);

describe('Indian PIN codes and states', () => {
  it('lists the 28 states and 8 union territories, each with PIN codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
    for (const state of INDIAN_STATES) expect(state.pinPrefixes.length, state.code).toBeGreaterThan(0);
  });

  it.each([
    ['110001', 'DL'], ['122001', 'HR'], ['141001', 'PB'], ['160017', 'CH'], ['171001', 'HP'], ['190001', 'JK'], ['194101', 'LA'],
    ['226001', 'UP'], ['248001', 'UK'], ['302001', 'RJ'], ['380001', 'GJ'], ['396210', 'DH'], ['400001', 'MH'], ['403001', 'GA'],
    ['411001', 'MH'], ['452001', 'MP'], ['492001', 'CG'], ['500001', 'TS'], ['520001', 'AP'], ['530001', 'AP'], ['560001', 'KA'],
    ['600001', 'TN'], ['605001', 'PY'], ['682001', 'KL'], ['682555', 'LD'], ['695001', 'KL'], ['700001', 'WB'], ['737101', 'SK'],
    ['744101', 'AN'], ['751001', 'OD'], ['781001', 'AS'], ['791111', 'AR'], ['793001', 'ML'], ['795001', 'MN'], ['796001', 'MZ'],
    ['797001', 'NL'], ['799001', 'TR'], ['800001', 'BR'], ['823001', 'BR'], ['834001', 'JH'], ['826001', 'JH'],
  ])('%s is in %s', (pin, code) => {
    expect(codesOf(pin)).toContain(code);
  });

  it('keeps states apart where their circles do not overlap', () => {
    expect(codesOf('400001')).toEqual(['MH']);
    expect(codesOf('560001')).toEqual(['KA']);
    expect(codesOf('403001')).toEqual(['GA']);
    expect(codesOf('737101')).toEqual(['SK']);
    expect(codesOf('834001')).toEqual(['JH']);
    expect(codesOf('999999')).toEqual([]);
  });

  it('finds a state by code or by its name in any of the store’s languages', () => {
    expect(findIndianState('Karnataka')?.code).toBe('KA');
    expect(findIndianState(' karnataka ')?.code).toBe('KA');
    expect(findIndianState('KA')?.code).toBe('KA');
    expect(findIndianState('कर्नाटक')?.code).toBe('KA');
    expect(findIndianState('كارناتاكا')?.code).toBe('KA');
    expect(findIndianState('Jammu & Kashmir')?.code).toBe('JK');
    expect(findIndianState('Atlantis')).toBeNull();
    expect(isIndia('India') && isIndia('IN') && isIndia('भारत') && isIndia('الهند')).toBe(true);
    expect(isIndia('United Arab Emirates')).toBe(false);
  });

  it('refuses Karnataka with 400001 and accepts it with 560001; other countries and unknown states are not checked', () => {
    expect(pinStateMismatch({ country: 'India', state: 'Karnataka', zip: '400001' })?.state.code).toBe('KA');
    expect(pinStateMismatch({ country: 'India', state: 'Karnataka', zip: '560001' })).toBeNull();
    expect(pinStateMismatch({ country: 'IN', state: 'MH', zip: '400001' })).toBeNull();
    expect(pinStateMismatch({ country: 'India', state: '', zip: '400001' })).toBeNull();
    expect(pinStateMismatch({ country: 'United States', state: 'Karnataka', zip: '400001' })).toBeNull();
    // Uttarakhand and Uttar Pradesh share 244–249 and 262–263.
    expect(pinStateMismatch({ country: 'India', state: 'Uttar Pradesh', zip: '248001' })).toBeNull();
    expect(pinStateMismatch({ country: 'India', state: 'Uttarakhand', zip: '226001' })).not.toBeNull();
  });

  it('words the refusal in the shopper’s language, naming the state in it', () => {
    const mismatch = pinStateMismatch({ country: 'India', state: 'Karnataka', zip: '400001' })!;
    expect(pinStateMessage(mismatch, 'en')).toBe('PIN code 400001 is not in Karnataka: check the PIN code or the state');
    expect(pinStateMessage(mismatch, 'hi')).toBe('पिन कोड 400001 कर्नाटक में नहीं है: पिन कोड या राज्य जाँच लें');
    expect(pinStateMessage(mismatch, 'ar')).toBe('الرمز البريدي 400001 ليس في كارناتاكا: تحقّق من الرمز البريدي أو الولاية');
    expect(pinStateRefusal({ country: 'India', state: 'Karnataka', zip: '400001' }, 'body.billingZip', 'en')).toEqual({
      field: 'body.billingZip',
      message: 'PIN code 400001 is not in Karnataka: check the PIN code or the state',
    });
  });

  it('reads the language of an Accept-Language header', () => {
    expect(languageOfAcceptLanguage('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOfAcceptLanguage('hi-IN')).toBe('hi');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('*')).toBe('en');
  });
});
