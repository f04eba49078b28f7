//! One module per chapter's game: its [`Panel`](crate::Panel), a few calls into its crate (the
//! moves themselves are the crate's [`Playable`](game::play::Playable)).

mod canonical;
mod hackenbush;
mod hackendot;
mod hackenstrings;
mod nim;
mod nimbers;
mod surreal;
