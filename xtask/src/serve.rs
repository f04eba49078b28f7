//! A small static file server for looking at the built book on this machine only.

use std::fs;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::thread;

use crate::checks::percent_decode;

/// A server answering `GET` requests for the files below a folder, on 127.0.0.1.
pub struct Server {
    address: SocketAddr,
}

impl Server {
    /// Starts serving `root` on `127.0.0.1:port` (port 0 picks a free one) in background threads
    /// that live as long as the process.
    pub fn start(root: &Path, port: u16) -> io::Result<Server> {
        let listener = TcpListener::bind(("127.0.0.1", port))?;
        let address = listener.local_addr()?;
        let root = root.to_path_buf();
        thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let root = root.clone();
                thread::spawn(move || {
                    // A client that hangs up early is not the server's problem.
                    let _ = answer(stream, &root);
                });
            }
        });
        Ok(Server { address })
    }

    /// The book's address, such as `http://127.0.0.1:3000/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }
}

fn answer(stream: TcpStream, root: &Path) -> io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header.trim().is_empty() {
            break;
        }
    }
    let mut words = request_line.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or("/"));
    let file = resolve(root, target);
    let (status, body, kind) = match (method, file.and_then(|path| read(&path))) {
        ("GET" | "HEAD", Some((body, kind))) => ("200 OK", body, kind),
        ("GET" | "HEAD", None) => ("404 Not Found", b"not found\n".to_vec(), "text/plain"),
        _ => ("405 Method Not Allowed", Vec::new(), "text/plain"),
    };
    let mut stream = stream;
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if method != "HEAD" {
        stream.write_all(&body)?;
    }
    stream.flush()
}

/// The file a request path names, refusing anything that would climb out of `root`.
fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let relative = PathBuf::from(percent_decode(path.trim_start_matches('/')));
    if relative
        .components()
        .any(|component| !matches!(component, Component::Normal(_)))
    {
        return None;
    }
    let file = root.join(relative);
    Some(if file.is_dir() {
        file.join("index.html")
    } else {
        file
    })
}

fn read(path: &Path) -> Option<(Vec<u8>, &'static str)> {
    let body = fs::read(path).ok()?;
    let kind = match path.extension().and_then(|extension| extension.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css",
        Some("js") => "text/javascript",
        Some("json") => "application/json",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("woff2") => "font/woff2",
        Some("woff") => "font/woff",
        Some("ttf") => "font/ttf",
        Some("txt" | "md") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    };
    Some((body, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_to_climb_out() {
        let root = Path::new("/book");
        assert_eq!(resolve(root, "/../etc/passwd"), None);
        assert_eq!(resolve(root, "/a/%2e%2e/b"), None);
        assert_eq!(resolve(root, "/a.html?x=1"), Some(root.join("a.html")));
    }
}
