export * from './auth.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './companies.ts';
export * from './geo.ts';
export * from './mail.ts';
export * from './people.ts';
export * from './privacy.ts';
