import { DEFAULT_TOS_VERSION } from '../../src/features/privacy/rules/terms.ts';
import { mediaUrl } from '../catalog/media.ts';
import { DEMO } from '../db/demo/demo.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema/index.ts';

/** The terms of service and the companies of the demo (one white-labels its stores). */
export async function seedCompanies(db: Db): Promise<void> {
  await db
    .insert(t.termsOfService)
    .values([
      {
        id: DEMO.terms.v1,
        version: DEFAULT_TOS_VERSION,
        title: 'Termos de uso e política de privacidade',
        content:
          'Ao usar a plataforma você concorda com o tratamento dos seus dados para o atendimento pelo Personal Banker e pelas instituições parceiras, conforme a Lei Geral de Proteção de Dados.',
      },
      {
        id: DEMO.terms.v2,
        version: 'v2.0.0',
        title: 'Termos de uso da Atlântica Consultoria Financeira',
        content:
          'Os dados informados são tratados pela Atlântica Consultoria Financeira e pelas instituições parceiras apenas para responder às suas solicitações.',
      },
    ])
    .onConflictDoNothing();
  const wlLogo = mediaUrl('companies', 'atlantica-logo');
  await db
    .insert(t.companies)
    .values([
      {
        id: DEMO.companies.provider,
        name: 'Vitrine PB',
        plan: 'full',
        tosId: DEMO.terms.v1,
        storeUrl: 'https://vitrinepb.example',
      },
      {
        id: DEMO.companies.offices,
        name: 'Escritórios Conecta',
        plan: 'lite',
        tosId: DEMO.terms.v1,
        storeUrl: 'https://escritoriosconecta.example',
      },
      {
        id: DEMO.companies.whitelabel,
        name: 'Atlântica Consultoria Financeira',
        plan: 'full',
        whitelabel: true,
        logo: wlLogo,
        favicon: mediaUrl('companies', 'atlantica-favicon'),
        storeUrl: 'https://atlantica.exemplo.com.br',
        occupation: 'Consultor',
        occupationPlural: 'Consultores',
        footerDisclaimer: {
          text: 'A Atlântica Consultoria Financeira Ltda. (CNPJ 11.222.333/0001-81) não é instituição financeira: atua como consultoria, e a contratação é feita diretamente com as instituições parceiras.',
          contact: 'contato@atlantica.exemplo.com.br',
          extraContact: '(48) 3333-2020',
          color: '#ffffff',
          backgroundColor: '#0b3d5c',
          hideProviderContacts: true,
        },
        headerItems: [
          { label: 'Quem somos', url: 'https://atlantica.exemplo.com.br/quem-somos' },
          { label: 'Fale conosco', url: 'https://atlantica.exemplo.com.br/contato' },
        ],
        storeColor: '#0b5d8c',
        goBackLink: 'https://atlantica.exemplo.com.br/consultores',
        orderConfirmedLogo: { src: wlLogo, height: 40, width: 160 },
        tosId: DEMO.terms.v2,
        metadata: [
          { key: 'analyticsId', value: 'G-ATL2026' },
          { key: 'supportHours', value: 'Segunda a sexta, das 9h às 18h' },
        ],
      },
    ])
    .onConflictDoNothing();
}
