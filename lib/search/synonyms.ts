// The domain glossary of search: groups of words readers use for one concept. Config pages are titled by
// an English option path, and readers — Chinese ones above all — type what the option does, in one of
// several words the community uses. A query that contains a member of a group is also searched with the
// group's other members in its place. Keep it to domain terms; words that belong to one page go into
// that page's `searchTerms` frontmatter instead (content/README.md).
import { escapeRegExp } from './text';
export const SYNONYMS: string[][] = [
  [
    '输出目录',
    '产物目录',
    '构建目录',
    '打包目录',
    '输出路径',
    'output directory',
    'output folder',
    'dist folder',
    'distPath',
  ],
  ['代理', 'proxy'],
  ['哈希', 'hash'],
  ['端口', 'port'],
  ['别名', 'alias'],
  ['热更新', '热替换', '模块热替换', '热重载', 'hmr', 'hot module replacement', 'hot reload'],
  ['自动刷新', '刷新页面', 'live reload'],
  ['命令行', 'cli', 'command line'],
  [
    '全局变量',
    '全局常量',
    '编译时常量',
    'define',
    'global constants',
    'global variables',
    'global variable',
    'compile time',
  ],
  ['垫片', 'polyfill'],
  ['代码压缩', '压缩代码', '混淆', 'minify', 'minification', 'minifier'],
  ['拆包', '分包', '代码拆分', '代码分割', 'chunk split', 'splitChunks', 'vendor chunks'],
  [
    '旧浏览器',
    '低版本浏览器',
    '旧版浏览器',
    '浏览器兼容',
    'older browsers',
    'legacy browsers',
    'browser compatibility',
  ],
  ['微前端', 'module federation'],
  ['网站图标', 'favicon'],
  ['错误遮罩', '错误浮层', 'overlay', 'error overlay'],
  ['源码映射', 'sourcemap', 'source map', 'devtool'],
  ['入口', 'entry', 'entries'],
  ['静态资源前缀', '资源前缀', '公共路径', 'publicPath', 'public path', 'asset prefix', 'cdn'],
  ['打开浏览器', 'open browser'],
  ['外部依赖', 'externals'],
  ['依赖去重', 'dedupe'],
  ['装饰器', 'decorators'],
  ['体积分析', 'bundle analyze', 'bundle analyzer'],
  ['构建太慢', '构建速度', '构建性能', 'build performance', 'speed up the build', 'slow build'],
  ['内存溢出', 'out of memory'],
  ['创建项目', 'quick start', 'new project'],
  ['监听文件', 'watch files'],
  ['中间件', 'middleware'],
  ['懒编译', '按需编译', '延迟编译', 'lazy compilation', 'lazyCompilation'],
  ['响应头', 'headers'],
  ['快捷键', 'shortcuts', 'keyboard shortcuts'],
  ['进度条', 'progress bar'],
  ['日志级别', 'log level'],
  ['类型检查', 'type check'],
  ['性能分析', 'profiling', 'profile'],
  ['子资源完整性', 'sri', 'subresource integrity'],
  ['预获取', 'prefetch'],
  ['预连接', 'preconnect'],
  ['预加载', 'preload'],
  ['DNS 预解析', 'dns prefetch'],
  ['许可证注释', 'license comments', 'legal comments'],
  ['单页应用回退', 'spa fallback', 'history api fallback'],
  ['移除 console', 'drop console', 'remove console'],
  ['scss', 'sass'],
];

/** A query to run, and how much its results count next to those of the query as typed. */
export interface QueryVariant {
  text: string;
  factor: number;
  /** The synonyms put in, highlighted as whole phrases (their bigrams alone would mark stray words). */
  members: string[];
}

/** Results of a query with a synonym in place of the reader's word count a little less. */
export const SYNONYM_FACTOR = 0.9;
const MAX_VARIANTS = 12;

/** A Latin member matches whole words only ("port" not in "support"), a Chinese one anywhere. */
const memberPattern = (member: string) =>
  /^[\x00-\x7f]+$/.test(member)
    ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(member)}(?![\\p{L}\\p{N}])`, 'iu')
    : new RegExp(escapeRegExp(member), 'u');

interface Member {
  member: string;
  /** What a text must contain for the pattern to match: a Latin member in lower case, in the folded text. */
  needle: string;
  latin: boolean;
  /**
   * The pattern, made when a query first may contain the member: a browser compiles a pattern when it
   * first runs it, again for each kind of string (one byte or two a character), and compiling all two
   * hundred of the glossary cost the first query a reader typed 45 to 90 ms.
   */
  compiled?: RegExp;
}

const pattern = (m: Member) => (m.compiled ??= memberPattern(m.member));

/**
 * A text as a Latin member's pattern (case-insensitive, Unicode) compares it: in lower case, with the
 * letters outside ASCII that such a pattern takes for ASCII ones (ſ for s, the Kelvin sign for k; the
 * Turkish i's too, to be safe) written as those. Whatever the pattern matches, the folded text contains
 * in lower case, so a query runs the patterns of the few members it may contain.
 */
const folded = (text: string) =>
  text.replace(/[\u017f\u212a\u0130\u0131]/g, (c) => (c === '\u017f' ? 's' : c === '\u212a' ? 'k' : 'i')).toLowerCase();

const GROUPS: Member[][] = SYNONYMS.map((group) =>
  group.map((member) => {
    const latin = /^[\x00-\x7f]+$/.test(member);
    return { member, needle: latin ? member.toLowerCase() : member, latin };
  }),
);

/** Whether the member is in the text: the cheap test first, the pattern only where it may match. */
const contains = (m: Member, text: string, lower: string) =>
  (m.latin ? lower : text).includes(m.needle) && pattern(m).test(text);

/** The query, then the query with each synonym of each glossary word it contains (longest word first). */
export function queryVariants(query: string): QueryVariant[] {
  let variants: QueryVariant[] = [{ text: query, factor: 1, members: [] }];
  const lower = folded(query);
  for (let g = 0; g < GROUPS.length; g++) {
    const group = GROUPS[g];
    // The longest member the query contains, the first of those as long.
    let found: Member | undefined;
    for (let m = 0; m < group.length; m++)
      if ((!found || group[m].member.length > found.member.length) && contains(group[m], query, lower))
        found = group[m];
    if (!found) continue;
    const next: QueryVariant[] = [];
    for (const v of variants) {
      next.push(v);
      const inVariant = contains(found, v.text, folded(v.text));
      for (const other of group) {
        if (other === found || !inVariant) continue;
        next.push({
          text: v.text.replace(pattern(found), ` ${other.member} `),
          factor: v.factor * SYNONYM_FACTOR,
          members: [...v.members, other.member],
        });
      }
    }
    variants = next.slice(0, MAX_VARIANTS);
  }
  return variants;
}
