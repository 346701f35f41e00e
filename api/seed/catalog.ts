// Demo catalogue for `npm start`: segments, 13 stores in towns around Angelândia (MG),
// each owned by a lojista (loja.<slug>@clubelocal.dev, password clube123) except the one the demo
// vendor runs (vendedor@clubelocal.dev, so her vendor area has a store), ~240 products with
// pt-BR names, prices, units, stock, points and promotions running / expired / future relative to
// the seed time, reviews, 3 banners, banner settings and site logos. Images are SVG placeholders
// written under UPLOAD_DIR/seed and served by the app at /uploads/seed/... (nothing from the internet).
// Deterministic (seeded PRNG) except creation instants and referral codes; bulk inserts only.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { ProductStatus, StoreStatus } from '../generated/prisma/enums.js';
import { computeCnpjCheckDigits } from '../../common/documents.js';
import { productSlug, vendorSlug } from '../../common/slug.js';
import { hashPassword } from '../accounts/passwords.js';
import { newReferralCode } from '../accounts/referral-codes.js';
import { createProducts, type ProductWriteInput } from '../catalog/product-writes.js';
import { placeholderSvg } from '../catalog/placeholder-svg.js';
import { DEMO_VENDOR_EMAIL } from './accounts.js';

export const SEED_STORE_PASSWORD = 'clube123';
const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

/** mulberry32: a tiny deterministic PRNG, so every fresh database gets the same catalogue. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

export const SEED_TOWNS = ['Angelândia', 'Capelinha', 'Minas Novas', 'Setubinha', 'Aricanduva', 'Itamarandiba', 'Turmalina', 'Veredinha'] as const;

export interface SeedSegment {
  name: string;
  slug: string;
  color: [string, string];
}

export const SEED_SEGMENTS: SeedSegment[] = [
  { name: 'Material de Construção', slug: 'materiais-construcao', color: ['#0B5CD7', '#073a88'] },
  { name: 'Supermercados', slug: 'supermercados', color: ['#2E7D32', '#1b4d1e'] },
  { name: 'Padarias', slug: 'padarias', color: ['#B7791F', '#7b4f10'] },
  { name: 'Farmácias', slug: 'farmacias', color: ['#C53030', '#822020'] },
  { name: 'Restaurantes', slug: 'restaurantes', color: ['#DD6B20', '#9c4712'] },
  { name: 'Pet Shop', slug: 'pet-shop', color: ['#6B46C1', '#44297f'] },
  { name: 'Açougues', slug: 'acougues', color: ['#9B2C2C', '#5f1a1a'] },
  { name: 'Hortifrúti', slug: 'hortifruti', color: ['#38A169', '#22643f'] },
  { name: 'Elétrica', slug: 'eletrica', color: ['#D69E2E', '#8a6416'] },
  { name: 'Vidraçaria', slug: 'vidracaria', color: ['#3182CE', '#1e5488'] },
  { name: 'Marmoraria', slug: 'marmoraria', color: ['#4A5568', '#2a303b'] },
  { name: 'Aluguel de Equipamentos', slug: 'aluguel-equipamentos', color: ['#2C7A7B', '#1a4a4b'] },
];

/** [name, unit, price, description, sold in multiples of] */
export type ProductTemplate = [string, string, string, string, number?];

export const PRODUCT_TEMPLATES: Record<string, ProductTemplate[]> = {
  'materiais-construcao': [
    ['Cimento CP-II 50kg', 'saco 50kg', '42.90', 'Cimento Portland composto, indicado para concreto, reboco e assentamento.'],
    ['Cimento CP-V ARI 40kg', 'saco 40kg', '39.50', 'Alta resistência inicial, ideal para pré-moldados e desforma rápida.'],
    ['Argamassa AC-I 20kg', 'saco 20kg', '18.90', 'Argamassa colante para pisos e revestimentos em áreas internas.'],
    ['Argamassa AC-III 20kg', 'saco 20kg', '34.90', 'Argamassa colante de alto desempenho para porcelanato e fachadas.'],
    ['Areia Média Lavada', 'm³', '120.00', 'Areia lavada de rio, boa para concreto e reboco. Entrega a granel.'],
    ['Brita 1', 'm³', '135.00', 'Pedra britada nº 1 para concreto estrutural e lajes.'],
    ['Tijolo Cerâmico 8 Furos', 'un', '1.20', 'Tijolo baiano 9x19x19 cm, vendido em múltiplos de 100.', 100],
    ['Bloco de Concreto 14x19x39', 'un', '3.90', 'Bloco estrutural para alvenaria, vendido em múltiplos de 50.', 50],
    ['Telha Colonial Cerâmica', 'un', '2.80', 'Telha colonial de barro cozido, vendida em múltiplos de 50.', 50],
    ['Vergalhão CA-50 10mm 12m', 'barra', '59.90', 'Barra de aço nervurado para armaduras de concreto.'],
    ['Vergalhão CA-60 5mm 12m', 'barra', '19.90', 'Aço para estribos e telas.'],
    ['Cal Hidratada CH-III 20kg', 'saco 20kg', '16.50', 'Cal para argamassa de assentamento e reboco.'],
    ['Tinta Acrílica Branco Neve 18L', 'lata 18L', '289.90', 'Tinta acrílica fosca para paredes internas e externas, alto rendimento.'],
    ['Massa Corrida PVA 25kg', 'balde 25kg', '69.90', 'Massa para nivelar e corrigir paredes internas antes da pintura.'],
    ['Impermeabilizante Manta Líquida 18kg', 'balde 18kg', '219.00', 'Manta líquida acrílica para lajes e terraços.'],
    ['Piso Cerâmico 60x60 Acetinado', 'm²', '39.90', 'Piso cerâmico retificado, cor cinza claro, caixa com 2,16 m².'],
    ['Porcelanato Polido 80x80', 'm²', '89.90', 'Porcelanato polido bege, retificado.'],
    ['Rejunte Flexível Cinza 1kg', 'pacote 1kg', '12.90', 'Rejunte flexível para pisos e azulejos.'],
    ['Caixa d\'Água Polietileno 1000L', 'un', '489.00', 'Reservatório com tampa, atóxico e resistente ao sol.'],
    ['Tubo PVC Esgoto 100mm 6m', 'barra 6m', '64.90', 'Tubo para esgoto predial, ponta e bolsa.'],
  ],
  supermercados: [
    ['Arroz Branco Tipo 1 5kg', 'pacote 5kg', '27.90', 'Arroz agulhinha tipo 1, grãos soltinhos.'],
    ['Feijão Carioca 1kg', 'pacote 1kg', '8.49', 'Feijão carioca selecionado, cozimento rápido.'],
    ['Feijão Preto 1kg', 'pacote 1kg', '9.29', 'Feijão preto tipo 1.'],
    ['Açúcar Cristal 5kg', 'pacote 5kg', '22.90', 'Açúcar cristal de cana.'],
    ['Café Torrado e Moído 500g', 'pacote 500g', '19.90', 'Café tradicional das montanhas de Minas.'],
    ['Óleo de Soja 900ml', 'garrafa', '6.99', 'Óleo de soja refinado.'],
    ['Leite Integral UHT 1L', 'caixa 1L', '5.49', 'Leite longa vida integral, vendido em múltiplos de 12 (fardo).', 12],
    ['Macarrão Espaguete 500g', 'pacote 500g', '4.79', 'Massa de sêmola com ovos.'],
    ['Farinha de Mandioca Torrada 1kg', 'pacote 1kg', '7.90', 'Farinha de mandioca fina, torrada no ponto.'],
    ['Fubá Mimoso 1kg', 'pacote 1kg', '4.50', 'Para angu, bolos e broas.'],
    ['Sal Refinado 1kg', 'pacote 1kg', '2.79', 'Sal iodado.'],
    ['Sabão em Pó 1,6kg', 'caixa', '18.90', 'Lava roupas com perfume duradouro.'],
    ['Detergente Líquido 500ml', 'frasco', '2.49', 'Detergente neutro para louças.'],
    ['Papel Higiênico Folha Dupla 12 rolos', 'pacote', '21.90', 'Macio e resistente.'],
    ['Água Sanitária 2L', 'frasco 2L', '6.90', 'Para limpeza e desinfecção.'],
    ['Biscoito de Polvilho 100g', 'pacote', '4.20', 'Biscoito de polvilho assado, receita mineira.'],
    ['Doce de Leite Mineiro 400g', 'pote', '14.90', 'Doce de leite cremoso de fazenda.'],
    ['Queijo Minas Frescal', 'kg', '36.90', 'Queijo fresco da região, produção artesanal.'],
    ['Refrigerante Guaraná 2L', 'garrafa 2L', '8.99', 'Guaraná gelado para a família.'],
    ['Cerveja Pilsen Lata 350ml', 'lata', '3.79', 'Vendida em múltiplos de 12.', 12],
  ],
  padarias: [
    ['Pão Francês', 'kg', '16.90', 'Pãozinho crocante saindo do forno a toda hora.'],
    ['Pão de Queijo Mineiro', 'kg', '39.90', 'Feito com polvilho e queijo canastra, como na roça.'],
    ['Pão de Forma Caseiro', 'un', '11.90', 'Pão macio de fermentação natural.'],
    ['Broa de Fubá', 'un', '3.50', 'Broa de fubá com erva-doce.'],
    ['Bolo de Cenoura com Chocolate', 'un', '32.00', 'Bolo inteiro com cobertura de chocolate.'],
    ['Bolo de Fubá Cremoso', 'un', '25.00', 'Bolo de fubá com queijo, receita da vó.'],
    ['Rosca Doce de Coco', 'un', '14.90', 'Rosca trançada com coco ralado.'],
    ['Biscoito de Queijo', 'pacote 250g', '12.50', 'Biscoito crocante de queijo.'],
    ['Sonho de Creme', 'un', '5.50', 'Recheado com creme de baunilha.'],
    ['Pão Doce com Goiabada', 'un', '4.50', 'Pão doce com goiabada cascão.'],
    ['Coxinha de Frango', 'un', '6.50', 'Massa de batata e frango desfiado.'],
    ['Pastel de Forno', 'un', '5.90', 'Recheio de carne moída temperada.'],
    ['Torta Salgada de Frango', 'fatia', '9.90', 'Torta de liquidificador com frango e milho.'],
    ['Pão Integral com Grãos', 'un', '13.90', 'Pão integral com linhaça e gergelim.'],
    ['Quitanda Mineira Sortida', 'kg', '44.90', 'Biscoitos, rosquinhas e sequilhos variados.'],
    ['Café Coado na Hora 300ml', 'copo', '4.00', 'Café fresquinho passado no coador de pano.'],
    ['Salgado de Festa Cento', 'cento', '89.90', 'Cento de salgados fritos sortidos para festas.'],
    ['Torta de Morango Inteira', 'un', '79.90', 'Massa amanteigada, creme e morangos frescos.'],
  ],
  farmacias: [
    ['Dipirona Monoidratada 500mg 10 comprimidos', 'caixa', '6.90', 'Analgésico e antitérmico. Leia a bula.'],
    ['Paracetamol 750mg 20 comprimidos', 'caixa', '9.90', 'Analgésico e antitérmico. Leia a bula.'],
    ['Soro Fisiológico 0,9% 500ml', 'frasco', '7.49', 'Para limpeza nasal e de ferimentos.'],
    ['Protetor Solar FPS 50 200ml', 'frasco', '59.90', 'Proteção UVA/UVB, resistente à água.'],
    ['Repelente Loção 100ml', 'frasco', '24.90', 'Proteção contra mosquitos por até 6 horas.'],
    ['Álcool em Gel 70% 500g', 'frasco', '12.90', 'Higienização das mãos.'],
    ['Curativo Adesivo 40 unidades', 'caixa', '9.50', 'Curativos transparentes variados.'],
    ['Fralda Infantil G 30 unidades', 'pacote', '54.90', 'Fralda descartável com gel superabsorvente.'],
    ['Creme Dental 90g', 'un', '4.99', 'Proteção anticáries com flúor.'],
    ['Escova Dental Macia', 'un', '7.90', 'Cerdas macias.'],
    ['Shampoo Anticaspa 400ml', 'frasco', '28.90', 'Controle da caspa desde a primeira lavagem.'],
    ['Vitamina C 1g 10 comprimidos efervescentes', 'tubo', '15.90', 'Suplemento vitamínico.'],
    ['Termômetro Digital', 'un', '29.90', 'Leitura rápida, com sinal sonoro.'],
    ['Hidratante Corporal 400ml', 'frasco', '22.90', 'Hidratação por 24 horas.'],
    ['Absorvente com Abas 16 unidades', 'pacote', '9.90', 'Cobertura suave.'],
    ['Lenço Umedecido 100 unidades', 'pacote', '11.90', 'Sem álcool, para a pele do bebê.'],
    ['Máscara Descartável 50 unidades', 'caixa', '19.90', 'Tripla camada com clipe nasal.'],
    ['Sabonete Líquido Antibacteriano 250ml', 'frasco', '13.90', 'Elimina 99,9% das bactérias.'],
  ],
  restaurantes: [
    ['Marmitex Tradicional', 'un', '22.00', 'Arroz, feijão, bife acebolado, salada e farofa.'],
    ['Marmitex de Frango Grelhado', 'un', '24.00', 'Arroz, feijão tropeiro, frango grelhado e salada.'],
    ['Feijão Tropeiro Mineiro', 'porção', '32.00', 'Com torresmo, linguiça, couve e ovo.'],
    ['Frango com Quiabo', 'porção', '38.00', 'Servido com angu e arroz.'],
    ['Tutu de Feijão', 'porção', '29.00', 'Com linguiça, couve e torresmo.'],
    ['Costelinha com Mandioca', 'porção', '54.00', 'Costelinha suína assada lentamente.'],
    ['Torresmo Pururuca', 'porção 300g', '26.00', 'Crocante por fora, macio por dentro.'],
    ['Pastel de Angu', 'porção 10 un', '28.00', 'Receita típica do norte de Minas.'],
    ['Galinhada Caipira', 'porção', '45.00', 'Arroz com galinha caipira e açafrão.'],
    ['Caldo de Mocotó', 'tigela', '18.00', 'Caldo quente com torradas.'],
    ['Salada Completa', 'un', '19.00', 'Folhas, legumes, ovo e frango desfiado.'],
    ['Suco Natural de Laranja 500ml', 'copo', '9.00', 'Feito na hora.'],
    ['Pudim de Leite', 'fatia', '9.00', 'Pudim de leite condensado.'],
    ['Doce de Abóbora com Coco', 'pote', '12.00', 'Sobremesa caseira.'],
    ['Prato Feito do Dia', 'un', '20.00', 'Consulte o cardápio do dia.'],
    ['Picanha na Chapa para 2', 'porção', '119.00', 'Com arroz, vinagrete, farofa e mandioca.'],
    ['Peixe Frito com Pirão', 'porção', '62.00', 'Tilápia frita com pirão de peixe.'],
    ['Omelete Caipira', 'un', '21.00', 'Com queijo, tomate e cebolinha.'],
  ],
  'pet-shop': [
    ['Ração Cães Adultos 15kg', 'saco 15kg', '159.90', 'Ração completa sabor carne e cereais.'],
    ['Ração Cães Filhotes 10kg', 'saco 10kg', '139.90', 'Com DHA para o desenvolvimento.'],
    ['Ração Gatos Adultos 10kg', 'saco 10kg', '149.90', 'Sabor peixe, controle de bolas de pelo.'],
    ['Areia Higiênica para Gatos 4kg', 'pacote 4kg', '19.90', 'Granulada, alta absorção.'],
    ['Petisco Bifinho de Carne 65g', 'pacote', '8.90', 'Petisco para cães.'],
    ['Osso de Couro Nó 15cm', 'un', '9.90', 'Ajuda a limpar os dentes.'],
    ['Shampoo Neutro Pet 500ml', 'frasco', '24.90', 'Para cães e gatos.'],
    ['Antipulgas Cães 10-20kg', 'caixa', '64.90', 'Proteção por 30 dias.'],
    ['Coleira Ajustável Média', 'un', '29.90', 'Nylon resistente com fivela.'],
    ['Comedouro Inox 500ml', 'un', '22.90', 'Fácil de limpar.'],
    ['Cama Pet Média', 'un', '89.90', 'Lavável, com enchimento macio.'],
    ['Brinquedo Bola com Corda', 'un', '14.90', 'Diversão para cães de todos os portes.'],
    ['Ração para Aves 5kg', 'saco 5kg', '34.90', 'Mistura de sementes para calopsitas e periquitos.'],
    ['Tapete Higiênico 30 unidades', 'pacote', '49.90', 'Ultra absorvente.'],
    ['Ração Peixes 50g', 'pote', '11.90', 'Flocos para peixes ornamentais.'],
    ['Vermífugo Cães 4 comprimidos', 'caixa', '27.90', 'Amplo espectro.'],
    ['Sachê para Gatos 85g', 'un', '3.50', 'Vendido em múltiplos de 10.', 10],
    ['Caixa de Transporte N2', 'un', '99.90', 'Para cães e gatos de pequeno porte.'],
  ],
  acougues: [
    ['Picanha Bovina', 'kg', '79.90', 'Peça com capa de gordura, ideal para churrasco.'],
    ['Alcatra Bovina', 'kg', '49.90', 'Macia e saborosa.'],
    ['Contrafilé', 'kg', '54.90', 'Para bifes e churrasco.'],
    ['Carne Moída de Primeira', 'kg', '39.90', 'Patinho moído na hora.'],
    ['Acém em Cubos', 'kg', '34.90', 'Para cozidos e panela de pressão.'],
    ['Costela Bovina', 'kg', '29.90', 'Para assar no fogo de chão.'],
    ['Frango Inteiro Resfriado', 'kg', '12.90', 'Frango de granja da região.'],
    ['Coxa e Sobrecoxa de Frango', 'kg', '14.90', 'Temperada ou natural.'],
    ['Filé de Peito de Frango', 'kg', '21.90', 'Sem osso e sem pele.'],
    ['Linguiça Caseira de Porco', 'kg', '26.90', 'Receita da casa, com pimenta-do-reino e alho.'],
    ['Lombo Suíno', 'kg', '27.90', 'Para assados.'],
    ['Bisteca Suína', 'kg', '22.90', 'Para fritar ou grelhar.'],
    ['Toucinho Defumado', 'kg', '32.90', 'Para feijão e tropeiro.'],
    ['Cupim Bovino', 'kg', '44.90', 'Para assar lentamente.'],
    ['Fígado Bovino', 'kg', '18.90', 'Fresco.'],
    ['Kit Churrasco Família', 'kit', '149.90', 'Picanha, linguiça, frango e pão de alho (aprox. 3 kg).'],
    ['Carvão Vegetal 5kg', 'saco 5kg', '24.90', 'Carvão de eucalipto.'],
    ['Espeto de Frango com Bacon', 'un', '7.90', 'Pronto para a brasa, múltiplos de 6.', 6],
  ],
  hortifruti: [
    ['Tomate Italiano', 'kg', '7.99', 'Tomates maduros e firmes.'],
    ['Batata Inglesa', 'kg', '5.49', 'Batata lavada.'],
    ['Cebola Amarela', 'kg', '4.99', 'Cebola nacional.'],
    ['Alho Roxo', 'kg', '29.90', 'Alho graúdo.'],
    ['Banana Prata', 'kg', '6.49', 'Banana da região, doce e madura.'],
    ['Laranja Pera', 'kg', '4.29', 'Ótima para suco.'],
    ['Maçã Gala', 'kg', '10.90', 'Crocante e suculenta.'],
    ['Mamão Formosa', 'kg', '5.99', 'Mamão maduro.'],
    ['Alface Crespa', 'maço', '3.50', 'Colhida no dia, cultivo hidropônico.'],
    ['Couve Manteiga', 'maço', '3.00', 'Para couve refogada e tropeiro.'],
    ['Cheiro-Verde', 'maço', '2.50', 'Salsinha e cebolinha fresquinhas.'],
    ['Mandioca Descascada', 'kg', '8.90', 'Pronta para cozinhar.'],
    ['Abóbora Cabotiá', 'kg', '4.49', 'Para doces e sopas.'],
    ['Cenoura', 'kg', '5.29', 'Cenoura fresca.'],
    ['Pimentão Verde', 'kg', '9.90', 'Pimentão fresco.'],
    ['Limão Tahiti', 'kg', '5.99', 'Suculento.'],
    ['Ovos Caipiras Dúzia', 'dúzia', '14.90', 'Ovos de galinhas criadas soltas.'],
    ['Milho Verde Espiga', 'un', '1.80', 'Vendido em múltiplos de 5.', 5],
    ['Quiabo', 'kg', '11.90', 'Para frango com quiabo.'],
    ['Abacaxi Pérola', 'un', '7.90', 'Doce e suculento.'],
  ],
  eletrica: [
    ['Fio Flexível 2,5mm Rolo 100m', 'rolo 100m', '229.90', 'Cabo flexível 750V para tomadas e iluminação.'],
    ['Fio Flexível 1,5mm Rolo 100m', 'rolo 100m', '149.90', 'Para circuitos de iluminação.'],
    ['Cabo PP 3x2,5mm', 'm', '9.90', 'Cabo para extensões e equipamentos.'],
    ['Disjuntor Monopolar 20A', 'un', '14.90', 'Padrão DIN.'],
    ['Disjuntor Bipolar 40A', 'un', '54.90', 'Para chuveiros e ar-condicionado.'],
    ['Tomada 2P+T 10A com Placa', 'un', '12.90', 'Padrão brasileiro, branca.'],
    ['Interruptor Simples com Placa', 'un', '9.90', 'Branco.'],
    ['Lâmpada LED Bulbo 9W', 'un', '8.90', 'Luz branca 6500K, múltiplos de 10.', 10],
    ['Luminária Plafon LED 18W', 'un', '39.90', 'Sobrepor, redonda.'],
    ['Chuveiro Elétrico 7500W', 'un', '129.90', 'Temperaturas: verão, inverno e desligado.'],
    ['Quadro de Distribuição 12 Disjuntores', 'un', '79.90', 'Embutir, com barramento.'],
    ['Eletroduto Corrugado 25mm 50m', 'rolo 50m', '89.90', 'Conduíte amarelo para embutir.'],
    ['Fita Isolante 20m', 'un', '7.90', 'Antichama.'],
    ['Extensão Elétrica 5m 3 Tomadas', 'un', '34.90', 'Com cabo 2x1,0mm.'],
    ['Refletor LED 50W', 'un', '59.90', 'Para áreas externas, IP65.'],
    ['Sensor de Presença Teto', 'un', '49.90', 'Economia de energia.'],
    ['Caixa de Luz 4x2', 'un', '1.90', 'Para embutir em alvenaria, múltiplos de 10.', 10],
    ['Haste de Aterramento 2,4m', 'un', '69.90', 'Cobreada, com conector.'],
  ],
  vidracaria: [
    ['Vidro Temperado 8mm Incolor', 'm²', '289.00', 'Sob medida para portas e janelas.'],
    ['Vidro Comum 4mm Incolor', 'm²', '119.00', 'Corte sob medida.'],
    ['Espelho 4mm', 'm²', '189.00', 'Espelho prata com lapidação.'],
    ['Box de Banheiro Temperado', 'un', '890.00', 'Box de correr até 1,20 m, com kit alumínio.'],
    ['Janela de Correr 1,20x1,00', 'un', '649.00', 'Alumínio branco com vidro.'],
    ['Porta de Vidro Pivotante', 'un', '1890.00', 'Vidro temperado 10mm com ferragens.'],
    ['Tampo de Vidro para Mesa', 'm²', '239.00', 'Vidro 8mm com bordas lapidadas.'],
    ['Prateleira de Vidro 60cm', 'un', '79.00', 'Com suportes cromados.'],
    ['Vidro Fumê 6mm', 'm²', '199.00', 'Para fachadas e divisórias.'],
    ['Kit Box Alumínio Fosco', 'kit', '249.00', 'Perfis e roldanas para box.'],
    ['Silicone Incolor 280g', 'tubo', '24.90', 'Para vedação de vidros.'],
    ['Guarda-Corpo de Vidro', 'm', '690.00', 'Vidro laminado com perfil de alumínio, por metro linear.'],
    ['Espelho Redondo 60cm com Moldura', 'un', '259.00', 'Moldura em alumínio preto.'],
    ['Vidro Canelado 4mm', 'm²', '159.00', 'Privacidade com passagem de luz.'],
    ['Película de Proteção Solar', 'm²', '89.00', 'Instalada, reduz o calor.'],
    ['Visita Técnica para Medição', 'visita', '50.00', 'Descontada no pedido fechado.'],
  ],
  marmoraria: [
    ['Granito Preto São Gabriel', 'm²', '590.00', 'Para bancadas e pias, polido.'],
    ['Granito Branco Itaúnas', 'm²', '520.00', 'Polido, resistente.'],
    ['Mármore Travertino Nacional', 'm²', '690.00', 'Para pisos e revestimentos.'],
    ['Bancada de Cozinha em Granito 2m', 'un', '1490.00', 'Com recorte para cuba e frontão.'],
    ['Soleira de Granito 90cm', 'un', '79.00', 'Para portas internas.'],
    ['Peitoril de Granito 1,20m', 'un', '119.00', 'Com pingadeira.'],
    ['Lavatório Esculpido', 'un', '980.00', 'Em mármore, para banheiros.'],
    ['Degrau de Escada em Granito', 'un', '149.00', 'Acabamento levigado antiderrapante.'],
    ['Quartzo Branco Estelar', 'm²', '1290.00', 'Pedra industrializada, não mancha.'],
    ['Pedra São Tomé 40x40', 'm²', '89.00', 'Para áreas externas e piscinas.'],
    ['Pedra Mineira Irregular', 'm²', '59.00', 'Revestimento rústico de parede.'],
    ['Mesa de Granito Redonda', 'un', '1190.00', 'Tampo 1 m de diâmetro com pé.'],
    ['Cuba Esculpida Granito Preto', 'un', '690.00', 'Sob medida.'],
    ['Rodapé de Granito 7cm', 'm', '24.00', 'Polido.'],
    ['Instalação de Bancada', 'serviço', '250.00', 'Por bancada, na região.'],
    ['Lápide em Granito', 'un', '890.00', 'Com gravação.'],
  ],
  'aluguel-equipamentos': [
    ['Aluguel Betoneira 400L', 'diária', '60.00', 'Betoneira elétrica monofásica.'],
    ['Aluguel Andaime Tubular 1,5m', 'diária', '4.50', 'Peça de andaime, múltiplos de 4.', 4],
    ['Aluguel Martelete Rompedor 10kg', 'diária', '85.00', 'Para demolição.'],
    ['Aluguel Furadeira de Impacto', 'diária', '30.00', 'Com jogo de brocas.'],
    ['Aluguel Compactador de Solo', 'diária', '150.00', 'Sapo compactador a gasolina.'],
    ['Aluguel Escora Metálica 3m', 'diária', '2.50', 'Múltiplos de 10.', 10],
    ['Aluguel Cortadora de Piso', 'diária', '70.00', 'Corte de cerâmica e porcelanato até 90 cm.'],
    ['Aluguel Gerador 6kVA', 'diária', '180.00', 'Gerador a gasolina.'],
    ['Aluguel Lavadora de Alta Pressão', 'diária', '55.00', '2000 psi.'],
    ['Aluguel Serra Mármore', 'diária', '35.00', 'Com disco diamantado.'],
    ['Aluguel Carrinho de Mão', 'diária', '10.00', 'Caçamba metálica 60L.'],
    ['Aluguel Escada Extensível 7m', 'diária', '25.00', 'Alumínio.'],
    ['Aluguel Vibrador de Concreto', 'diária', '75.00', 'Mangote 35mm.'],
    ['Aluguel Caçamba Entulho 4m³', 'un', '280.00', 'Retirada em até 5 dias.'],
    ['Aluguel Lixadeira de Parede', 'diária', '65.00', 'Com aspiração.'],
    ['Aluguel Nível a Laser', 'diária', '45.00', 'Com tripé.'],
  ],
};

export interface SeedStore {
  name: string;
  segment: string;
  town: (typeof SEED_TOWNS)[number];
  status: StoreStatus;
  description: string;
  /** Run by this demo account (seeded before the catalogue) instead of a lojista of its own. */
  ownerEmail?: string;
}

export const SEED_STORES: SeedStore[] = [
  { name: 'Depósito Angelândia Materiais', segment: 'materiais-construcao', town: 'Angelândia', status: 'APPROVED', description: 'Tudo para a sua obra, do alicerce ao acabamento.' },
  { name: 'Casa do Construtor Capelinha', segment: 'materiais-construcao', town: 'Capelinha', status: 'ACTIVE', description: 'Materiais básicos e acabamento com entrega rápida.', ownerEmail: DEMO_VENDOR_EMAIL },
  { name: 'Supermercado Bom Preço', segment: 'supermercados', town: 'Minas Novas', status: 'APPROVED', description: 'Mercearia, limpeza e hortifrúti com preço justo.' },
  { name: 'Padaria Pão de Minas', segment: 'padarias', town: 'Angelândia', status: 'APPROVED', description: 'Pão quentinho e quitandas mineiras todos os dias.' },
  { name: 'Farmácia Saúde do Vale', segment: 'farmacias', town: 'Capelinha', status: 'APPROVED', description: 'Medicamentos, higiene e beleza.' },
  { name: 'Restaurante Sabor do Jequitinhonha', segment: 'restaurantes', town: 'Turmalina', status: 'ACTIVE', description: 'Comida mineira no fogão a lenha.' },
  { name: 'Pet Shop Amigo Fiel', segment: 'pet-shop', town: 'Itamarandiba', status: 'APPROVED', description: 'Rações, acessórios e cuidado para o seu pet.' },
  { name: 'Açougue Boi Gordo', segment: 'acougues', town: 'Setubinha', status: 'APPROVED', description: 'Carnes selecionadas e cortes para churrasco.' },
  { name: 'Hortifrúti Verde Vale', segment: 'hortifruti', town: 'Aricanduva', status: 'APPROVED', description: 'Frutas, verduras e legumes dos produtores da região.' },
  { name: 'Elétrica Luz & Força', segment: 'eletrica', town: 'Capelinha', status: 'APPROVED', description: 'Material elétrico residencial e predial.' },
  { name: 'Vidraçaria Cristal', segment: 'vidracaria', town: 'Minas Novas', status: 'APPROVED', description: 'Vidros temperados, box e espelhos sob medida.' },
  { name: 'Marmoraria Pedra Bonita', segment: 'marmoraria', town: 'Itamarandiba', status: 'ACTIVE', description: 'Granitos, mármores e pedras da região.' },
  { name: 'Aluga Máquinas Veredinha', segment: 'aluguel-equipamentos', town: 'Veredinha', status: 'PENDING', description: 'Aluguel de equipamentos para construção (cadastro em análise).' },
];

const REVIEW_COMMENTS: [number, string][] = [
  [5, 'Produto excelente, chegou rapidinho.'],
  [5, 'Muito bom, recomendo a loja!'],
  [5, 'Qualidade ótima e preço justo.'],
  [4, 'Bom produto, entrega dentro do prazo.'],
  [4, 'Gostei, compraria de novo.'],
  [4, 'Atendimento atencioso pelo chat.'],
  [3, 'Razoável, esperava um pouco mais.'],
  [3, 'Cumpre o que promete.'],
  [2, 'A entrega atrasou um dia.'],
  [5, 'Sempre compro aqui, nunca decepciona.'],
];

const REVIEWERS = [
  'Joana Ferreira', 'Marcos Aurélio Souza', 'Luzia Gonçalves', 'Sebastião Pereira', 'Rita de Cássia Alves', 'Geraldo Magela Santos', 'Aparecida Lima', 'José Antônio Ribeiro',
];

function writeSvg(uploadDir: string, relative: string, svg: string): string {
  const file = path.join(uploadDir, 'seed', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  return `/uploads/seed/${relative.split(path.sep).join('/')}`;
}

function cnpjFor(n: number): string {
  const base = `4${String(1_000_000 + n * 7919).padStart(7, '0')}0001`;
  return base + computeCnpjCheckDigits(base);
}

export interface CatalogSeedResult {
  stores: number;
  products: number;
  reviews: number;
}

/** The demo catalogue; `now` is the seed time that promotions are relative to. */
export async function seedCatalog(prisma: PrismaClient, options: { uploadDir: string; now?: Date }): Promise<CatalogSeedResult> {
  const now = options.now ?? new Date();
  const rnd = seededRandom(20261122);
  const { uploadDir } = options;
  const passwordHash = await hashPassword(SEED_STORE_PASSWORD);

  // Segments (+ one inactive, to show that only active ones are listed).
  const segmentIds = new Map<string, string>();
  // Distinct orders (1, 2, 3... in the list's order), so /admin/categories shows a real order to change.
  const segmentRows: { id: string; name: string; slug: string; imageUrl: string | null; position: number; status: 'ACTIVE' | 'INACTIVE' }[] = SEED_SEGMENTS.map((s, i) => {
    const id = randomUUID();
    segmentIds.set(s.slug, id);
    const imageUrl = writeSvg(uploadDir, `segmentos/${s.slug}.svg`, placeholderSvg({ title: s.name, background: s.color[0], background2: s.color[1], width: 400, height: 300 }));
    return { id, name: s.name, slug: s.slug, imageUrl, position: i + 1, status: 'ACTIVE' as const };
  });
  segmentRows.push({ id: randomUUID(), name: 'Papelaria', slug: 'papelaria', imageUrl: null, position: SEED_SEGMENTS.length + 1, status: 'INACTIVE' });
  await prisma.segment.createMany({ data: segmentRows, skipDuplicates: true });

  // Store owners and stores.
  const demoOwnerEmails = SEED_STORES.flatMap((s) => (s.ownerEmail ? [s.ownerEmail] : []));
  const demoOwners = await prisma.user.findMany({ where: { email: { in: demoOwnerEmails } }, select: { id: true, email: true, phone: true } });
  const codes = new Set<string>();
  const lojistas: Prisma.UserCreateManyInput[] = [];
  const owners = SEED_STORES.map((store, i) => {
    if (store.ownerEmail) {
      const account = demoOwners.find((u) => u.email === store.ownerEmail);
      if (!account) throw new Error(`seed do catálogo: a conta ${store.ownerEmail} deve ser criada antes (seedDemoAccounts)`);
      return account;
    }
    let code = newReferralCode();
    while (codes.has(code)) code = newReferralCode();
    codes.add(code);
    const slug = vendorSlug(store.name);
    const lojista = {
      id: randomUUID(),
      name: `Responsável ${store.name}`,
      email: `loja.${slug}@clubelocal.dev`,
      phone: `3399${String(1_000_000 + i * 7331).slice(-7)}`,
      role: 'STORE_OWNER' as const,
      passwordHash,
      referralCode: code,
    };
    lojistas.push(lojista);
    return lojista;
  });
  await prisma.user.createMany({ data: lojistas, skipDuplicates: true });
  const storeRows = SEED_STORES.map((store, i) => {
    const slug = vendorSlug(store.name);
    const segment = SEED_SEGMENTS.find((s) => s.slug === store.segment)!;
    return {
      id: randomUUID(),
      ownerId: owners[i].id,
      name: store.name,
      slug,
      cnpj: cnpjFor(i),
      status: store.status,
      city: store.town,
      description: store.description,
      phone: owners[i].phone,
      logoUrl: writeSvg(uploadDir, `lojas/${slug}.svg`, placeholderSvg({ title: store.name, background: segment.color[1], background2: segment.color[0], width: 256, height: 256 })),
    };
  });
  await prisma.store.createMany({ data: storeRows, skipDuplicates: true });

  // Products: the segment's templates for each store (two building-material stores share theirs,
  // with their own prices). Promotions, stock and status vary deterministically.
  const products: ProductWriteInput[] = [];
  storeRows.forEach((store, storeIndex) => {
    const seed = SEED_STORES[storeIndex];
    const segment = SEED_SEGMENTS.find((s) => s.slug === seed.segment)!;
    const templates = PRODUCT_TEMPLATES[seed.segment];
    const professionalBonus = ['materiais-construcao', 'eletrica', 'vidracaria', 'marmoraria', 'aluguel-equipamentos'].includes(seed.segment);
    templates.forEach(([name, unit, basePrice, description, multiple], i) => {
      const factor = storeIndex === 1 ? 0.92 + rnd.next() * 0.16 : 1;
      const price = (Number(basePrice) * factor).toFixed(2);
      const slug = productSlug(name);
      const image = writeSvg(
        uploadDir,
        `produtos/${store.slug}/${slug}.svg`,
        placeholderSvg({ title: name, subtitle: store.name, background: segment.color[0], background2: segment.color[1] }),
      );
      const roll = rnd.next();
      let promo: Partial<ProductWriteInput> = {};
      const promoPrice = (Number(price) * (0.7 + rnd.int(0, 20) / 100)).toFixed(2);
      if (roll < 0.2) {
        // running: some end within 6 hours (the countdown pulses), others in days
        const endsIn = rnd.chance(0.3) ? rnd.int(1, 5) * HOUR + rnd.int(0, 59) * 60_000 : rnd.int(1, 10) * DAY;
        promo = { promoActive: true, promoPrice, promoStartsAt: new Date(now.getTime() - rnd.int(1, 5) * DAY), promoEndsAt: new Date(now.getTime() + endsIn) };
      } else if (roll < 0.25) {
        promo = { promoActive: true, promoPrice, promoStartsAt: new Date(now.getTime() - 20 * DAY), promoEndsAt: new Date(now.getTime() - rnd.int(1, 10) * DAY) };
      } else if (roll < 0.3) {
        promo = { promoActive: true, promoPrice, promoStartsAt: new Date(now.getTime() + rnd.int(1, 7) * DAY), promoEndsAt: new Date(now.getTime() + 14 * DAY) };
      } else if (roll < 0.32) {
        promo = { promoActive: true, promoPrice }; // no window: runs until switched off
      } else if (roll < 0.35) {
        promo = { promoActive: false, promoPrice }; // price registered, offer switched off
      }
      if (storeIndex === 0 && i === 0) {
        // The demo journey (search 'cimento', open it, see the offer): always on promotion, public.
        promo = { promoActive: true, promoPrice: (Number(price) * 0.85).toFixed(2), promoStartsAt: new Date(now.getTime() - DAY), promoEndsAt: new Date(now.getTime() + 3 * DAY) };
      }
      const statusRoll = storeIndex === 0 && i === 0 ? 1 : rnd.next();
      const status: ProductStatus = statusRoll < 0.05 ? 'PENDING' : statusRoll < 0.065 ? 'INACTIVE' : 'APPROVED';
      const consumerPoints = Math.max(1, Math.floor(Number(price) / 10));
      products.push({
        storeId: store.id,
        segmentId: segmentIds.get(seed.segment) ?? null,
        name,
        description,
        price,
        images: [image],
        unit,
        quantityControl: multiple ? 'MULTIPLE' : 'UNIT',
        conversionValue: multiple ?? null,
        stock: rnd.chance(0.05) && !(storeIndex === 0 && i === 0) ? 0 : rnd.int(5, 400),
        ...(i % 7 === 3
          ? { points: consumerPoints } // only the generic field: every role gets it
          : { pointsConsumer: consumerPoints, pointsProfessional: professionalBonus ? consumerPoints * 2 : consumerPoints }),
        status,
        createdAt: new Date(now.getTime() - rnd.int(0, 120) * DAY - rnd.int(0, 23) * HOUR),
        ...promo,
      });
    });
  });
  const created = await createProducts(prisma, products);

  // Reviewers and reviews; ratings are aggregated in SQL as on every review write.
  const reviewers = REVIEWERS.map((name, i) => {
    let code = newReferralCode();
    while (codes.has(code)) code = newReferralCode();
    codes.add(code);
    return {
      id: randomUUID(),
      name,
      email: `avaliador${i + 1}@clubelocal.dev`,
      phone: `3398${String(2_000_000 + i * 4513).slice(-7)}`,
      role: 'CONSUMER' as const,
      passwordHash,
      referralCode: code,
    };
  });
  await prisma.user.createMany({ data: reviewers, skipDuplicates: true });
  const reviews: { productId: string; userId: string; rating: number; comment: string | null; createdAt: Date }[] = [];
  created.forEach((product) => {
    if (!rnd.chance(0.45)) return;
    const count = rnd.int(1, reviewers.length);
    const start = rnd.int(0, reviewers.length - 1);
    for (let k = 0; k < count; k++) {
      const [rating, comment] = rnd.pick(REVIEW_COMMENTS);
      reviews.push({
        productId: product.id,
        userId: reviewers[(start + k) % reviewers.length].id,
        rating: rnd.chance(0.15) ? rnd.int(1, 5) : rating,
        comment: rnd.chance(0.7) ? comment : null,
        createdAt: new Date(now.getTime() - rnd.int(0, 60) * DAY),
      });
    }
  });
  await prisma.review.createMany({ data: reviews, skipDuplicates: true });
  await prisma.$executeRaw`
    UPDATE "Product" p SET "ratingCount" = r.n, "ratingAverage" = r.average
    FROM (SELECT "productId", count(*)::int AS n, round(avg("rating")::numeric, 2) AS average FROM "Review" GROUP BY "productId") r
    WHERE p."id" = r."productId"`;

  // Home banners, carousel settings and the site's logos.
  // The carousel writes title and subtitle over the image, so the images are backgrounds only.
  const banner = (n: number, title: string, colors: [string, string]) => ({
    desktopImageUrl: writeSvg(uploadDir, `banners/banner-${n}-desktop.svg`, placeholderSvg({ title, background: colors[0], background2: colors[1], width: 1200, height: 400, textless: true })),
    mobileImageUrl: writeSvg(uploadDir, `banners/banner-${n}-mobile.svg`, placeholderSvg({ title, background: colors[0], background2: colors[1], width: 640, height: 400, textless: true })),
  });
  await prisma.banner.createMany({
    data: [
      {
        position: 1,
        title: 'Da obra ao dia a dia',
        subtitle: 'Tudo do seu bairro em um clique. Pague só na entrega.',
        ctaText: 'Ver produtos',
        ctaLink: '/explore',
        backgroundGradient: 'linear-gradient(135deg, #0B5CD7 0%, #073a88 100%)',
        ...banner(1, 'Da obra ao dia a dia', ['#0B5CD7', '#073a88']),
      },
      {
        position: 2,
        title: 'Ofertas do dia em material de construção',
        subtitle: 'Cimento, argamassa e tijolos com preço de depósito.',
        ctaText: 'Ver ofertas',
        ctaLink: '/explore?categoria=materiais-construcao',
        backgroundGradient: 'linear-gradient(135deg, #DD6B20 0%, #9c4712 100%)',
        ...banner(2, 'Ofertas do dia', ['#DD6B20', '#9c4712']),
      },
      {
        position: 3,
        title: 'Compre e acumule pontos',
        subtitle: 'Troque seus pontos por recompensas no Clube Local.',
        ctaText: 'Criar conta',
        ctaLink: '/signup',
        backgroundGradient: null,
        ...banner(3, 'Compre e acumule pontos', ['#2E7D32', '#1b4d1e']),
      },
      {
        position: 4,
        active: false,
        title: 'Campanha encerrada',
        subtitle: 'Banner inativo (não aparece no carrossel).',
      },
    ],
  });
  await prisma.bannerSettings.upsert({
    where: { id: 1 },
    create: { id: 1, autoplayEnabled: true, transitionMs: 5000, showIndicators: true, showNavigation: true },
    update: {},
  });
  const logo = writeSvg(uploadDir, 'site/logo.svg', placeholderSvg({ title: 'Clube Local', background: '#0B5CD7', background2: '#073a88', width: 320, height: 96, badge: 'CL' }));
  const logoVariant = writeSvg(uploadDir, 'site/logo-variante.svg', placeholderSvg({ title: 'Clube Local', background: '#ffffff', foreground: '#0B5CD7', width: 320, height: 96, badge: 'CL' }));
  const favicon = writeSvg(uploadDir, 'site/favicon.svg', placeholderSvg({ title: '', background: '#0B5CD7', width: 64, height: 64, badge: 'CL' }));
  // (favicon: only the initials; logos: the name on a wide canvas)
  await prisma.siteSettings.upsert({
    where: { id: 1 },
    create: { id: 1, logoUrl: logo, logoVariantUrl: logoVariant, faviconUrl: favicon },
    update: {},
  });

  return { stores: storeRows.length, products: created.length, reviews: reviews.length };
}
