/** Brazilian given names and surnames for demo people (with their accents). */

export const MALE_NAMES = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
  'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo',
  'Sebastião', 'Fábio', 'Márcio', 'Sérgio', 'Gustavo', 'Thiago', 'Vinícius', 'Otávio', 'Caio', 'Henrique',
  'Leandro', 'Júlio', 'Rogério', 'Cícero', 'Benedito', 'Renato', 'André', 'Wellington', 'Anderson', 'Edson',
] as const;

export const FEMALE_NAMES = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline',
  'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana',
  'Gabriela', 'Vera', 'Vitória', 'Larissa', 'Cláudia', 'Beatriz', 'Luana', 'Rita', 'Sônia', 'Renata',
  'Eliane', 'Josefa', 'Simone', 'Natália', 'Cristina', 'Débora', 'Raquel', 'Tânia', 'Lúcia', 'Conceição',
] as const;

/** Second given names, as in "Maria Aparecida" or "João Vitor". */
export const MALE_MIDDLE_NAMES = ['Vitor', 'Paulo', 'Carlos', 'Henrique', 'Augusto', 'Miguel', 'Roberto', 'Eduardo'] as const;
export const FEMALE_MIDDLE_NAMES = ['Aparecida', 'Eduarda', 'Clara', 'Luiza', 'Helena', 'Cristina', 'de Fátima', 'das Graças'] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Conceição', 'Magalhães', 'Brandão', 'Caldeira',
] as const;

/** The particle a surname takes when the name uses one: "Ana de Souza", "Pedro dos Santos". */
export const SURNAME_PARTICLES: Readonly<Record<string, string>> = {
  Silva: 'da', Santos: 'dos', Oliveira: 'de', Souza: 'de', Lima: 'de', Costa: 'da', Carvalho: 'de', Almeida: 'de',
  Rocha: 'da', Nascimento: 'do', Andrade: 'de', Freitas: 'de', Araújo: 'de', Conceição: 'da', Magalhães: 'de',
};
