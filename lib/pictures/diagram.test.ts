import { DIAGRAM_WIDTH, layoutDiagram, textWidth, wrapText } from './diagram';

test('CJK characters are estimated a full em wide, Latin text narrower', () => {
  expect(textWidth('配置', 10)).toBe(20);
  expect(textWidth('ab', 10)).toBeLessThan(12);
  expect(textWidth('abcd', 10, true)).toBeCloseTo(24.8);
});

test('text wraps at spaces, and between CJK characters, within the width', () => {
  expect(wrapText('one two three four', 10, 55)).toEqual(['one two', 'three four']);
  const lines = wrapText('先合并默认值，再逐个调整各环境的配置', 10, 60);
  expect(lines.join('')).toBe('先合并默认值，再逐个调整各环境的配置');
  for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
  // Punctuation stays with the character before it.
  expect(lines.some((l) => l.startsWith('，'))).toBe(false);
});

test('rows stack top to bottom, boxes of a row share its height and fit the width', () => {
  const { boxes, arrows, height, width } = layoutDiagram([
    { title: 'Config' },
    [{ title: 'web', items: ['a', 'b'] }, { title: 'node' }],
    { title: 'Rspack' },
  ]);
  expect(width).toBe(DIAGRAM_WIDTH);
  expect(boxes.map((b) => b.title.text)).toEqual(['Config', 'web', 'node', 'Rspack']);
  expect(boxes[1].height).toBe(boxes[2].height);
  expect(boxes[1].y).toBe(boxes[2].y);
  for (const b of boxes) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(DIAGRAM_WIDTH);
  }
  expect(boxes[3].y + boxes[3].height).toBeLessThanOrEqual(height);
  // One box fans out to two, two fan in to one.
  expect(arrows).toHaveLength(4);
  for (const a of arrows) expect(a.y2).toBeGreaterThan(a.y1);
});

test('chips wrap onto new lines inside their box', () => {
  const items = ['modifyBundlerChain', 'modifyRspackConfig', 'onBeforeCreateCompiler', 'onAfterCreateCompiler'];
  const [box] = layoutDiagram([{ title: 'Compiler', items }]).boxes;
  expect(box.chips.map((c) => c.text)).toEqual(items);
  expect(new Set(box.chips.map((c) => c.chipY)).size).toBeGreaterThan(1);
  for (const c of box.chips) {
    expect(c.chipX).toBeGreaterThanOrEqual(box.x);
    expect(c.chipX + c.width).toBeLessThanOrEqual(box.x + box.width);
    expect(c.chipY + 24).toBeLessThanOrEqual(box.y + box.height);
  }
});
