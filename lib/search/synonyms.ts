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

const GROUPS = SYNONYMS.map((group) => group.map((member) => ({ member, pattern: memberPattern(member) })));

/** The query, then the query with each synonym of each glossary word it contains (longest word first). */
export function queryVariants(query: string): QueryVariant[] {
  let variants: QueryVariant[] = [{ text: query, factor: 1, members: [] }];
  for (const group of GROUPS) {
    const found = group.filter((m) => m.pattern.test(query)).sort((a, b) => b.member.length - a.member.length)[0];
    if (!found) continue;
    const next: QueryVariant[] = [];
    for (const v of variants) {
      next.push(v);
      for (const other of group) {
        if (other === found || !found.pattern.test(v.text)) continue;
        next.push({
          text: v.text.replace(found.pattern, ` ${other.member} `),
          factor: v.factor * SYNONYM_FACTOR,
          members: [...v.members, other.member],
        });
      }
    }
    variants = next.slice(0, MAX_VARIANTS);
  }
  return variants;
}
