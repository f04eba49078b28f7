//! KaTeX, made strict: mdbook-katex keeps a formula it cannot typeset as raw text and only logs a
//! warning; this wrapper refuses to build instead, naming the chapter and the formula.

use anyhow::anyhow;
use mdbook_katex::cfg::get_config;
use mdbook_katex::preprocess::{KatexProcessor, Render, get_render_tasks};
use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::errors::Result;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

/// The `katex` preprocessor of `book.toml`, run in-process, failing on any TeX error.
pub struct CheckedKatex;

impl Preprocessor for CheckedKatex {
    fn name(&self) -> &str {
        "katex"
    }

    fn run(&self, context: &PreprocessorContext, book: Book) -> Result<Book> {
        check_every_formula(context, &book)?;
        KatexProcessor.run(context, book)
    }
}

/// Typesets every formula of the book once, collecting the ones KaTeX rejects.
fn check_every_formula(context: &PreprocessorContext, book: &Book) -> Result<()> {
    let config = get_config(&context.config)?;
    let extra = config.build_extra_opts();
    let (inline, display) = config.build_opts(&context.root);
    let mut formulas = Vec::new();
    for item in book.iter() {
        let BookItem::Chapter(chapter) = item else {
            continue;
        };
        for task in get_render_tasks(&chapter.content, "", &extra) {
            match task {
                Render::Text(_) => {}
                Render::InlineTask(formula) => formulas.push((chapter, formula, inline.clone())),
                Render::DisplayTask(formula) => formulas.push((chapter, formula, display.clone())),
            }
        }
    }
    // The first build compiles QuickJS and KaTeX for a minute; say what the time goes to now.
    eprintln!("Typesetting {} formulas with KaTeX…", formulas.len());
    let mut failures = Vec::new();
    for (chapter, formula, options) in formulas {
        if let Err(error) = katex::render_with_opts(formula, options) {
            let file = chapter.source_path.as_deref().unwrap_or("?".as_ref());
            failures.push(format!(
                "chapter `{}` ({}): cannot typeset `{}`: {error}",
                chapter.name,
                file.display(),
                formula.trim()
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(anyhow!("TeX errors in the book:\n{}", failures.join("\n")))
    }
}
