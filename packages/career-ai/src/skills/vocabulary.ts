/**
 * The skills vocabulary shared by job ingestion and the resume features: one canonical name per
 * skill, with the aliases and Chinese names people write for it.
 */
export type Skill = { name: string; aliases: readonly string[] };

export const SKILLS: readonly Skill[] = [
  { name: 'JavaScript', aliases: ['js', 'javascript', 'es6', 'ecmascript'] },
  { name: 'TypeScript', aliases: ['ts', 'typescript'] },
  { name: 'React', aliases: ['react', 'reactjs', 'react.js'] },
  { name: 'Vue', aliases: ['vue', 'vuejs', 'vue.js', 'vue3'] },
  { name: 'Node.js', aliases: ['node', 'nodejs', 'node.js'] },
  { name: 'Python', aliases: ['python', 'python3'] },
  { name: 'Go', aliases: ['go', 'golang'] },
  { name: 'Java', aliases: ['java'] },
  { name: 'Rust', aliases: ['rust'] },
  { name: 'SQL', aliases: ['sql'] },
  { name: 'PostgreSQL', aliases: ['postgres', 'postgresql', 'psql'] },
  { name: 'Docker', aliases: ['docker', '容器'] },
  { name: 'Kubernetes', aliases: ['kubernetes', 'k8s'] },
  { name: 'AWS', aliases: ['aws', 'amazon web services', '亚马逊云'] },
  { name: 'Machine Learning', aliases: ['machine learning', 'ml', '机器学习'] },
  { name: 'Product Management', aliases: ['product management', '产品管理'] },
  { name: 'UI Design', aliases: ['ui design', 'ui', '界面设计', 'ui设计'] },
  { name: 'Figma', aliases: ['figma'] },
  { name: 'Frontend', aliases: ['frontend', 'front-end', 'front end', '前端'] },
  { name: 'Backend', aliases: ['backend', 'back-end', 'back end', '后端'] },
];

const BY_ALIAS = new Map(
  SKILLS.flatMap((skill) =>
    [skill.name, ...skill.aliases].map((alias) => [alias.toLowerCase(), skill.name]),
  ),
);

/** The canonical name of a skill as written anywhere, or null when the vocabulary has no such skill. */
export function normalizeSkill(text: string): string | null {
  return BY_ALIAS.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}
