// The Termos de Uso and the Política de Privacidade: the texts /termos and /privacidade show and
// the sign-up form links to (docs/decisions.md, "Termos e privacidade").

export interface LegalDocument {
  path: '/termos' | '/privacidade';
  title: string;
  /** When the text last changed, shown as 'Atualizado em'. */
  updatedAt: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export const TERMS_OF_USE: LegalDocument = {
  path: '/termos',
  title: 'Termos de Uso',
  updatedAt: '03/12/2026',
  sections: [
    {
      heading: '1. O que é o Clube Local',
      paragraphs: [
        'O Clube Local é um marketplace que aproxima moradores e profissionais das cidades da região das lojas parceiras próximas (materiais de construção, supermercados, padarias, farmácias e outras). As compras são feitas pelo aplicativo e pagas na entrega; cada compra entregue rende pontos no clube de recompensas.',
        'Ao criar sua conta ou usar o aplicativo, você concorda com estes Termos de Uso e com a Política de Privacidade.',
      ],
    },
    {
      heading: '2. Sua conta',
      paragraphs: [
        'Para comprar é preciso ter 18 anos ou mais e informar dados verdadeiros: nome, e-mail, CPF e telefone. Você é responsável por manter sua senha em segredo e pelo que for feito com a sua conta.',
        'Cada CPF tem uma única conta. Contas criadas com dados falsos, ou usadas para fraudar pontos, cupons ou indicações, podem ser suspensas.',
      ],
    },
    {
      heading: '3. Pedidos, preços e entrega',
      paragraphs: [
        'Cada produto é vendido e entregue pela loja parceira que o anuncia; a loja é responsável pelo produto, pelo estoque e pela entrega. O preço, a taxa de entrega e o total são mostrados antes de você confirmar o pedido e são os mesmos cobrados na entrega.',
        'O pagamento é feito na entrega, por PIX, cartão ou dinheiro, conforme as formas aceitas por cada loja. Você pode cancelar um pedido enquanto a loja ainda não saiu para a entrega.',
      ],
    },
    {
      heading: '4. Pontos e recompensas',
      paragraphs: [
        'Os pontos são creditados quando o pedido é entregue e podem ser trocados por recompensas do catálogo do clube. Pontos não são dinheiro, não podem ser vendidos nem transferidos e são estornados se o pedido for cancelado ou devolvido.',
        'As regras de pontuação, o catálogo e a validade dos pontos podem mudar; mudanças são avisadas no aplicativo antes de valerem.',
      ],
    },
    {
      heading: '5. Carrinhos compartilhados e profissionais',
      paragraphs: [
        'Profissionais podem montar um carrinho e compartilhá-lo com um cliente. Quem aceita e paga o carrinho é o comprador; o profissional recebe os pontos que o clube oferece pela indicação, quando o pedido é entregue.',
      ],
    },
    {
      heading: '6. Lojas parceiras',
      paragraphs: [
        'As lojas se comprometem a anunciar produtos que têm em estoque, com preços e descrições corretos, a atender os pedidos no prazo informado e a respeitar o Código de Defesa do Consumidor.',
      ],
    },
    {
      heading: '7. Contato',
      paragraphs: ['Dúvidas sobre estes termos: fale com o suporte pelo aplicativo (Central de ajuda) ou pelo e-mail contato@clubelocal.com.br.'],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  path: '/privacidade',
  title: 'Política de Privacidade',
  updatedAt: '03/12/2026',
  sections: [
    {
      heading: '1. Quais dados coletamos',
      paragraphs: [
        'Dados de cadastro: nome, e-mail, CPF, telefone e senha (guardada cifrada). Endereços de entrega que você cadastra. Pedidos, pontos, resgates, avaliações e mensagens trocadas com as lojas e o suporte.',
        'Dados técnicos: o aparelho e o navegador usados, para manter sua sessão e proteger sua conta.',
      ],
    },
    {
      heading: '2. Para que usamos',
      paragraphs: [
        'Para criar e proteger sua conta, entregar seus pedidos, calcular e creditar seus pontos, atender você pelo chat e enviar avisos sobre seus pedidos. Com a sua permissão, também para enviar ofertas das lojas da sua cidade, o que você pode desligar a qualquer momento em Configurações.',
      ],
    },
    {
      heading: '3. Com quem compartilhamos',
      paragraphs: [
        'A loja que atende o seu pedido recebe o seu nome, telefone e endereço de entrega, só para entregá-lo. Não vendemos seus dados. Podemos compartilhá-los com autoridades quando a lei exigir.',
      ],
    },
    {
      heading: '4. Seus direitos (LGPD)',
      paragraphs: [
        'Pela Lei Geral de Proteção de Dados (Lei nº 13.709/2018), você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, e revogar consentimentos. Seus dados podem ser corrigidos em Meus dados; para os demais pedidos, fale com o suporte.',
      ],
    },
    {
      heading: '5. Por quanto tempo guardamos',
      paragraphs: [
        'Guardamos os dados enquanto sua conta existir e, depois, pelo tempo que a lei exige (por exemplo, registros de pedidos para fins fiscais).',
      ],
    },
    {
      heading: '6. Contato do encarregado',
      paragraphs: ['Encarregado de dados do Clube Local: privacidade@clubelocal.com.br.'],
    },
  ],
};
