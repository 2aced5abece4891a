/// Presenting controllers modally (`present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`), as sheets over the presenting screen.
///
/// The presented view slides up from below the screen: a constraint animation (its top held
/// at the container's bottom, then its bottom, or its centre, at the container's) on the
/// window's animator, on its clock, at once with reduced motion. While it is up, the screen
/// beneath is dimmed and gets no keys, clicks or focus: the window's scope is the presented
/// view, and a presented controller's `next` is the window. Focus moves to the first
/// focusable view of the sheet and comes back where it was on dismissal.
extension ViewController {
    /// How long presenting and dismissing take.
    public static let transitionDuration = 0.3

    /// Presents `controller` over this screen as its `modalPresentationStyle` sheet, sliding up
    /// (`transitionDuration`, or at once when not `animated`). The presented controller hears
    /// `viewWillAppear` before its view joins the window and `viewDidAppear` at the slide's end,
    /// then `completion` runs (dismissal: `viewWillDisappear` before the slide, then
    /// `viewDidDisappear` with the view out of the window, before its completion). Focus moving
    /// into the sheet in its `viewDidAppear` stays there. The
    /// presenting controller hears nothing: a sheet leaves it on screen, as UIKit's sheets do. Focus goes
    /// to `preferredFocusedView`, or the sheet's first focusable view. When this controller's view is
    /// not in a window, or it already presents one, or `controller` is presented already, it logs why
    /// and does nothing (`completion` does not run).
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = viewIfLoaded?.window, let rootView = window.rootViewController?.view else {
            LayoutEngine.standardErrorSink(
                "Attempt to present \(type(of: controller)) on \(type(of: self)) whose view is not in a window")
            return
        }
        guard presentedViewController == nil, controller.presentingViewController == nil, controller !== self else {
            window.logSink(
                "Attempt to present \(type(of: controller)) on \(type(of: self)) which is already presenting")
            return
        }
        let content = controller.view
        controller.presentationMove = .presented
        controller.beginAppearanceTransition(true, animated: animated)
        let container = PresentationContainerView()
        rootView.addSubview(container)
        container.snp.makeConstraints { $0.edges.equalToSuperview() }
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        let preferred = controller.preferredContentSize
        var placement = [content.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 1)]
        switch controller.modalPresentationStyle {
        case .pageSheet:
            placement += [
                content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ]
        case .formSheet:
            placement += [
                content.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                content.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 2),
            ]
            if preferred.width > 0 {
                let width = content.widthAnchor.constraint(equalToConstant: preferred.width)
                width.priority = .defaultHigh
                placement.append(width)
            }
        }
        if preferred.height > 0 {
            let height = content.heightAnchor.constraint(equalToConstant: preferred.height)
            height.priority = .defaultHigh
            placement.append(height)
        }
        let hidden = [content.topAnchor.constraint(equalTo: container.bottomAnchor)]
        let shown =
            controller.modalPresentationStyle == .pageSheet
            ? [content.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
            : [content.centerYAnchor.constraint(equalTo: container.centerYAnchor)]
        LayoutConstraint.activate(placement + hidden)
        rootView.layoutIfNeeded()

        let saved = window.firstResponder
        saved?.resignFirstResponder()
        presentedViewController = controller
        controller.presentingViewController = self
        controller.presentation = Presentation(
            container: container, hidden: hidden, shown: shown,
            savedFirstResponder: saved)
        View.animate(
            withDuration: animated ? Self.transitionDuration : 0, curve: .easeOut,
            animations: {
                LayoutConstraint.deactivate(hidden)
                LayoutConstraint.activate(shown)
                rootView.layoutIfNeeded()
            },
            completion: { _ in
                controller.endAppearanceTransition()
                completion?()
            })
        // Unless `viewDidAppear` (at once, without a slide) focused a view of the sheet.
        if let focused = window.firstResponder as? View, focused.isDescendant(of: content) { return }
        if controller.preferredFocusedView?.becomeFirstResponder() != true { window.moveFocus(forward: true) }
    }

    /// Dismisses the controller this one presented, or, called on a presented controller,
    /// itself (as UIKit). Anything presented on top of it goes first, at once.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presented: ViewController
        if let controller = presentedViewController {
            presented = controller
        } else if presentingViewController != nil {
            presented = self
        } else {
            completion?()
            return
        }
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        guard let presentation = presented.presentation, let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        let window = presentation.container.window
        if let focused = window?.storedFirstResponder as? View, focused.isDescendant(of: presented.view) {
            focused.resignFirstResponder()
        }
        presented.presentationMove = .dismissed
        presented.beginAppearanceTransition(false, animated: animated)
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.presentation = nil
        presentation.container.isDismissing = true
        let container = presentation.container
        View.animate(
            withDuration: animated ? Self.transitionDuration : 0, curve: .easeIn,
            animations: {
                LayoutConstraint.deactivate(presentation.shown)
                LayoutConstraint.activate(presentation.hidden)
                container.superview?.layoutIfNeeded()
            },
            completion: { _ in
                presented.view.removeFromSuperview()
                container.removeFromSuperview()
                presented.endAppearanceTransition()
                completion?()
            })
        if let saved = presentation.savedFirstResponder {
            saved.becomeFirstResponder()
        } else {
            window?.scheduleFrame()
        }
    }
}
