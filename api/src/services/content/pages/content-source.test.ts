import { ContentFileError, parseContentFile } from './content-source';

const file = (front: string, body = 'Some words.') => `---\n${front}\n---\n${body}\n`;

describe('parseContentFile', () => {
  it.each([
    ['about.md', '/about', 'page', undefined],
    ['medicare/index.md', '/medicare', 'page', undefined],
    ['medicare/mental-health-treatment-plans.md', '/medicare/mental-health-treatment-plans', 'page', undefined],
    ['media/index.md', '/media', 'section', 'media'],
    ['research/index.md', '/research', 'section', 'research'],
    ['author/ana-fisher.md', '/author/ana-fisher', 'author', undefined],
  ])('places %s at %s as a %s', (sourceFile, path, kind, section) => {
    const extra = kind === 'author' ? '\nrole: Clinical psychologist' : '';
    const source = parseContentFile(sourceFile, file(`title: T\ndescription: D${extra}`));
    expect(source.section).toBe(section);
    expect(source).toMatchObject({ path, kind, sourceFile, title: 'T', description: 'D', body: 'Some words.', order: 100 });
  });

  it('reads an article with its author and dates (YAML dates or quoted ones)', () => {
    const source = parseContentFile('education/what-is-cbt.md', file("title: What is CBT?\ndescription: A short guide.\nauthor: ana-fisher\npublished: 2026-03-02\nupdated: '2026-04-10'\nheroImageAlt: A notebook\norder: 3"));
    expect(source).toEqual({
      path: '/education/what-is-cbt',
      kind: 'article',
      section: 'education',
      title: 'What is CBT?',
      description: 'A short guide.',
      body: 'Some words.',
      author: 'ana-fisher',
      publishedOn: '2026-03-02',
      updatedOn: '2026-04-10',
      heroImageAlt: 'A notebook',
      order: 3,
      sourceFile: 'education/what-is-cbt.md',
    });
  });

  it('takes a path and parent from the front matter', () => {
    expect(parseContentFile('x.md', file('title: T\ndescription: D\npath: /psychologists\nparent: /about'))).toMatchObject({ path: '/psychologists', parent: '/about' });
  });

  it.each([
    ['a missing title', 'a.md', 'description: D', 'title is required'],
    ['a missing description', 'a.md', 'title: T', 'description is required'],
    ['an unknown field', 'a.md', 'title: T\ndescription: D\ncolour: red', 'colour is not a known field'],
    ['a path with capitals', 'a.md', 'title: T\ndescription: D\npath: /About', 'path must be a lower-case site path'],
    ['a path that leaves the site', 'a.md', 'title: T\ndescription: D\npath: //evil.example', 'path must be a lower-case site path'],
    ['a bad parent', 'a.md', 'title: T\ndescription: D\nparent: medicare', 'parent must be a lower-case site path'],
    ['an article without an author', 'media/a.md', 'title: T\ndescription: D\npublished: 2026-01-01', 'author is required'],
    ['an article without a date', 'media/a.md', 'title: T\ndescription: D\nauthor: ana', 'published is required for an article'],
    ['a date that is not one', 'media/a.md', "title: T\ndescription: D\nauthor: ana\npublished: '2026-13-45'", 'published must be a date'],
    ['updated before published', 'media/a.md', 'title: T\ndescription: D\nauthor: ana\npublished: 2026-02-01\nupdated: 2026-01-01', 'updated must not be before published'],
    ['an author without a role', 'author/ana.md', 'title: Ana\ndescription: D', 'role is required'],
    ['a description too long for a search result', 'a.md', `title: T\ndescription: ${'x'.repeat(301)}`, 'description must be at most 300 characters'],
    ['a fractional order', 'a.md', 'title: T\ndescription: D\norder: 1.5', 'order must be a whole number'],
    ['broken YAML', 'a.md', 'title: [unclosed', 'front matter is not valid YAML'],
  ])('refuses %s, naming the file and field', (_name, sourceFile, front, message) => {
    const parse = () => parseContentFile(sourceFile, file(front));
    expect(parse).toThrow(ContentFileError);
    expect(parse).toThrow(`${sourceFile}: ${message}`);
  });

  it('refuses a file with no body', () => {
    expect(() => parseContentFile('a.md', file('title: T\ndescription: D', ''))).toThrow('a.md: body is empty');
  });
});
