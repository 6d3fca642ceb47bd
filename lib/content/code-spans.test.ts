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
  it('has no answer for a backtick without its closing one', () => {
    expect(codeSpans('`true when started')).toBeUndefined();
  });
});
