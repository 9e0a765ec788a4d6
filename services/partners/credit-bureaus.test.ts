import { describe, expect, it } from 'vitest';
import { evaluateSubject, riskOf, sandboxCreditBureau } from './credit-bureaus.ts';

const subject = { cpf: '52998224725', monthlyIncome: 10_000, monthlyDebts: 0, requestedValue: 50_000 };

describe('sandbox credit bureaus', () => {
  it('give the same person the same score on every call', () => {
    expect(evaluateSubject('serasa', subject).score).toBe(evaluateSubject('serasa', subject).score);
  });

  it('lower the score as more of the income is already committed', () => {
    const free = evaluateSubject('quod', subject);
    const indebted = evaluateSubject('quod', { ...subject, monthlyDebts: 5_000 });
    expect(free.score - indebted.score).toBe(200);
  });

  it('offer what is left of the income limit of each bureau', () => {
    expect(evaluateSubject('serasa', { ...subject, monthlyDebts: 1_000 }).available_monthly_commitment).toBe(
      2_500,
    );
    expect(evaluateSubject('quod', { ...subject, monthlyDebts: 1_000 }).available_monthly_commitment).toBe(
      2_000,
    );
    expect(evaluateSubject('bmp', { ...subject, monthlyDebts: 1_000 }).available_monthly_commitment).toBe(
      3_000,
    );
  });

  it('refuse when nothing of the income is left', () => {
    const result = evaluateSubject('bmp', { ...subject, monthlyDebts: 4_000 });
    expect(result.available_monthly_commitment).toBe(0);
    expect(result.approved).toBe(false);
    expect(result.message).toBe('Perfil não aprovado pelos critérios do bureau.');
  });

  it('rank risk by score', () => {
    expect([riskOf(800), riskOf(600), riskOf(300)]).toEqual(['baixo', 'medio', 'alto']);
  });

  it('can be told to fail', async () => {
    const bureau = sandboxCreditBureau('serasa');
    bureau.failure.failTimes(1);
    await expect(bureau.evaluate(subject)).rejects.toThrow('unavailable');
    expect((await bureau.evaluate(subject)).service).toBe('serasa');
  });

  it('can be told to fail for one customer only, the others answered, until restored', async () => {
    const bureau = sandboxCreditBureau('quod');
    const other = { ...subject, cpf: '11144477735' };
    bureau.failure.failFor(subject.cpf);
    await expect(bureau.evaluate(subject)).rejects.toThrow('unavailable');
    await expect(bureau.evaluate(subject)).rejects.toThrow('unavailable');
    expect((await bureau.evaluate(other)).service).toBe('quod');
    bureau.failure.restore();
    expect((await bureau.evaluate(subject)).service).toBe('quod');
  });
});
