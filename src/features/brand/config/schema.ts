import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import * as v from 'valibot';
import {
  contrastRatio,
  formatRatio,
  isHexColour,
  WCAG_AA_NORMAL_TEXT,
} from '../../../core/brand/contrast.ts';

// One small schema per concern; every field carries a description so the generated
// JSON Schema explains itself in editors. Validation messages are pt-BR, like the build's.

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const CNPJ_FORMAT = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
const HTTP_URL = /^https?:\/\/\S+$/;
// Links of header and footer: absolute web address, e-mail, phone, site path or page anchor.
const HREF = /^(?:https?:\/\/\S+|mailto:\S+@\S+|tel:\+?[\d-]+|\/\S*|#[\w-]+)$/;
const PHONE = /^\+?[\d\s().-]{10,}$/;

const Text = (description: string) =>
  v.pipe(v.string(), v.regex(/\S/, 'não pode ficar vazio'), v.description(description));

const HexColour = (description: string) =>
  v.pipe(
    v.string(),
    v.regex(HEX_COLOUR, (issue) => `cor inválida ${issue.received}: use o formato #rrggbb ou #rgb`),
    v.description(description),
  );

const WebUrl = (description: string) =>
  v.pipe(
    v.string(),
    v.regex(HTTP_URL, (issue) => `endereço inválido ${issue.received}: use um endereço http(s)://`),
    v.url((issue) => `endereço inválido ${issue.received}`),
    v.description(description),
  );

const Href = (description: string) =>
  v.pipe(
    v.string(),
    v.regex(
      HREF,
      (issue) =>
        `link inválido ${issue.received}: use http(s)://, mailto:, tel:, um caminho iniciado por / ou uma âncora #`,
    ),
    v.description(description),
  );

const Email = (description: string) =>
  v.pipe(
    v.string(),
    v.email((issue) => `e-mail inválido ${issue.received}`),
    v.description(description),
  );

const Phone = (description: string) =>
  v.pipe(
    v.string(),
    v.regex(PHONE, (issue) => `telefone inválido ${issue.received}: use DDD e número, como (11) 3000-1234`),
    v.description(description),
  );

export const LinkSchema = v.pipe(
  v.strictObject({
    label: Text('Texto do link, como aparece na página.'),
    href: Href('Destino do link: http(s)://, mailto:, tel:, caminho iniciado por / ou âncora #.'),
  }),
  v.description('Um link com texto e destino.'),
);

export const BankerTitleSchema = v.pipe(
  v.strictObject({
    singular: Text("Título do profissional no singular, como 'Personal Banker', 'Consultor' ou 'advisor'."),
    plural: Text("Título no plural, como 'Personal Bankers', 'Consultores' ou 'advisors'."),
  }),
  v.description('Como a marca chama os profissionais que vendem os produtos.'),
);

type Colours = Record<string, string>;

/** A text colour must reach WCAG AA against the background it is drawn on. */
// A malformed colour is reported by its own field; contrast is judged only between valid ones.
const reachesAA = (background: string, text: string) => (colours: Colours) =>
  !isHexColour(colours[text]) ||
  !isHexColour(colours[background]) ||
  contrastRatio(colours[text], colours[background]) >= WCAG_AA_NORMAL_TEXT;

const contrastMessage =
  (background: string, text: string) =>
  (issue: { input: unknown }): string => {
    const colours = issue.input as Colours;
    const ratio = contrastRatio(colours[text], colours[background]);
    return `contraste de ${formatRatio(ratio)} com colors.${text} está abaixo do mínimo WCAG AA de ${formatRatio(WCAG_AA_NORMAL_TEXT)}`;
  };

export const ColorsSchema = v.pipe(
  v.strictObject({
    primary: HexColour('Cor da marca: fundo de botões e links de destaque.'),
    onPrimary: HexColour('Cor do texto sobre a cor primary (contraste mínimo 4,5:1).'),
    headerBackground: HexColour('Fundo do cabeçalho.'),
    headerText: HexColour('Texto do cabeçalho sobre headerBackground (contraste mínimo 4,5:1).'),
    footerBackground: HexColour('Fundo do rodapé.'),
    footerText: HexColour('Texto do rodapé sobre footerBackground (contraste mínimo 4,5:1).'),
  }),
  // Reported on the background field, naming the text field, once both are valid colours.
  v.forward(
    v.partialCheck(
      [['primary'], ['onPrimary']],
      reachesAA('primary', 'onPrimary'),
      contrastMessage('primary', 'onPrimary'),
    ),
    ['primary'],
  ),
  v.forward(
    v.partialCheck(
      [['headerBackground'], ['headerText']],
      reachesAA('headerBackground', 'headerText'),
      contrastMessage('headerBackground', 'headerText'),
    ),
    ['headerBackground'],
  ),
  v.forward(
    v.partialCheck(
      [['footerBackground'], ['footerText']],
      reachesAA('footerBackground', 'footerText'),
      contrastMessage('footerBackground', 'footerText'),
    ),
    ['footerBackground'],
  ),
  v.description('Cores da marca em #rrggbb; cada texto precisa de contraste WCAG AA (4,5:1) com seu fundo.'),
);

export const ContactsSchema = v.pipe(
  v.strictObject({
    email: Email('E-mail de atendimento da empresa.'),
    phone: Phone('Telefone de atendimento, como exibido: (11) 3000-1234.'),
    whatsapp: Phone('WhatsApp com DDD, como exibido; o link usa só os dígitos.'),
    address: Text('Endereço da empresa, em uma linha.'),
  }),
  v.description('Canais de contato mostrados no rodapé do plano full.'),
);

export const SocialLinkSchema = v.pipe(
  v.strictObject({
    network: v.pipe(
      v.picklist(['instagram', 'facebook', 'linkedin', 'youtube']),
      v.description('Rede social: instagram, facebook, linkedin ou youtube.'),
    ),
    href: WebUrl('Endereço do perfil da empresa na rede.'),
  }),
  v.description('Perfil da empresa em uma rede social.'),
);

export const FooterColumnSchema = v.pipe(
  v.strictObject({
    title: Text("Título da coluna, como 'Sobre a empresa' ou 'Privacidade e termos'."),
    links: v.pipe(
      v.array(LinkSchema),
      v.minLength(1, 'a coluna precisa de ao menos um link'),
      v.description('Links da coluna.'),
    ),
  }),
  v.description('Uma coluna de links do rodapé do plano full.'),
);

export const LegalEntitySchema = v.pipe(
  v.strictObject({
    name: Text('Razão social.'),
    cnpj: v.pipe(
      v.string(),
      v.regex(CNPJ_FORMAT, (issue) => `CNPJ ${issue.received} fora do formato ##.###.###/####-##`),
      v.check(
        (cnpj) => isValidCnpj(cnpj),
        (issue) => `CNPJ ${issue.received} com dígitos verificadores inválidos`,
      ),
      v.description('CNPJ no formato ##.###.###/####-##, com dígitos verificadores válidos.'),
    ),
  }),
  v.description('Empresa citada no aviso legal do rodapé.'),
);

export const BrandSchema = v.pipe(
  v.strictObject({
    $schema: v.optional(v.pipe(v.string(), v.description('Caminho do JSON Schema, para o editor.'))),
    name: Text('Nome da empresa, como aparece na loja.'),
    plan: v.pipe(
      v.picklist(['lite', 'full']),
      v.description(
        'Plano: lite mostra no rodapé só o aviso legal; full também os contatos e as colunas de links.',
      ),
    ),
    companyId: v.pipe(
      v.nullable(
        v.pipe(
          v.number(),
          v.integer((issue) => `o id da empresa precisa ser inteiro, recebido ${issue.received}`),
          v.minValue(1, (issue) => `o id da empresa precisa ser positivo, recebido ${issue.received}`),
        ),
      ),
      v.description('Configuração de build: id fixo da empresa (ex.: 2169) ou null quando não há.'),
    ),
    officeEdition: v.pipe(
      v.boolean(),
      v.description('Configuração de build: edição de escritórios (publica /pb/{pb}/sobre-escritorios).'),
    ),
    bankerTitle: BankerTitleSchema,
    colors: ColorsSchema,
    partnerPageUrl: WebUrl('Página da empresa para onde o link de parceiro leva.'),
    customerAreaUrl: v.optional(
      WebUrl("Área do cliente externa (item 'Área do cliente' do menu; só na marca de escritórios)."),
    ),
    headerItems: v.pipe(
      v.array(LinkSchema),
      v.description('Itens extras do menu do cabeçalho, depois dos itens padrão; pode ser vazio.'),
    ),
    familyRenames: v.pipe(
      v.record(
        v.pipe(
          v.string(),
          v.regex(/^\d+$/, (issue) => `a chave ${issue.received} precisa ser o id numérico da família`),
        ),
        Text('Novo nome da família.'),
      ),
      v.description(
        'Novos nomes de famílias de produtos pelo id: { "3": "Financiamentos" }; pode ser vazio.',
      ),
    ),
    contacts: ContactsSchema,
    social: v.pipe(
      v.array(SocialLinkSchema),
      v.description('Redes sociais da empresa (coluna do rodapé full).'),
    ),
    footerLinks: v.pipe(
      v.array(FooterColumnSchema),
      v.description(
        'Colunas de links do rodapé full: sobre o profissional, parceiros, sobre a empresa, informações do profissional, privacidade e termos.',
      ),
    ),
    legalEntities: v.pipe(
      v.array(LegalEntitySchema),
      v.minLength(1, 'informe ao menos uma empresa com CNPJ'),
      v.description('Empresas e CNPJs citados no aviso legal (disclaimer.md).'),
    ),
    privacyEmail: Email('E-mail de contato da política de cookies e privacidade.'),
    analyticsTags: v.optional(
      v.pipe(
        v.record(
          v.pipe(
            v.string(),
            v.regex(
              /^(?:\*|[a-z0-9.-]+)$/,
              (issue) => `host inválido ${issue.received}: use o nome do host ou *`,
            ),
          ),
          v.pipe(
            v.string(),
            v.regex(
              /^G-[A-Z0-9]{4,16}$/,
              (issue) => `tag inválida ${issue.received}: use o formato G-XXXXXXX`,
            ),
          ),
        ),
        v.description(
          'Tag de análise por host da loja ({ "loja.exemplo.com.br": "G-XXXX", "*": "G-YYYY" }); carregada só depois que o visitante aceita os cookies analíticos.',
        ),
      ),
      {},
    ),
  }),
  v.forward(
    v.partialCheck(
      [['plan'], ['footerLinks']],
      (brand) => brand.plan !== 'full' || brand.footerLinks.length > 0,
      'o plano full precisa de ao menos uma coluna de links no rodapé',
    ),
    ['footerLinks'],
  ),
  v.description('Configuração de uma marca da vitrine: brands/<id>/brand.json.'),
);

export type BrandFile = v.InferOutput<typeof BrandSchema>;
