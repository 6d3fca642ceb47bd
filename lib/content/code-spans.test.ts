import { codeSpans } from './code-spans';

describe('codeSpans', () => {
  it('splits text into plain and code spans at backticks', () => {
    expect(codeSpans('`true` when started by the CLI, `false` otherwise')).toEqual([
      { code: true, value: 'true' },
      { code: false, value: ' when started by the CLI, ' },
      { code: true, value: 'false' },
      { code: false, value: ' otherwise' },
    ]);
    expect(codeSpans('通过 Rsbuild CLI 启动服务器时为 `true`')).toEqual([
      { code: false, value: '通过 Rsbuild CLI 启动服务器时为 ' },
      { code: true, value: 'true' },
    ]);
    expect(codeSpans('no code here')).toEqual([{ code: false, value: 'no code here' }]);
  });
  it('marks code after Chinese text that no line may start with, so the list can wrap before it', () => {
    expect(codeSpans('查找 `src/index.ts`、`.js`、`.tsx`')).toEqual([
      { code: false, value: '查找 ' },
      { code: true, value: 'src/index.ts' },
      { code: false, value: '、' },
      { code: true, value: '.js', breakBefore: true },
      { code: false, value: '、' },
      { code: true, value: '.tsx', breakBefore: true },
    ]);
  });
  it('has no answer for a backtick without its closing one', () => {
    expect(codeSpans('`true when started')).toBeUndefined();
  });
});
