import Cassowary

// Item variables and the encapsulated constraints: the solver variables an item gets the
// first time a constraint refers to it, and the `View-Encapsulated-Layout-*` constraints that
// hold a hand-placed view's variables to its frame.
extension LayoutEngine {
    /// Gives `item` solver variables (once) and, for a view that keeps its hand-set frame, the
    /// `View-Encapsulated-Layout-*` constraints that hold the variables to that frame.
    func ensureVariables(_ item: LayoutItem) {
        if let variables = item.layoutVariables {
            if !isRegistered(variables) { register(variables) }
            return
        }
        let variables = ItemVariables(owner: item)
        item.layoutVariables = variables
        register(variables)
        if let view = item as? View {
            if view.translatesAutoresizingMaskIntoConstraints {
                refreshAutoresizingConstraints(of: view)
            } else {
                view.intrinsicSizeNeedsSync = true
                view.setNeedsUpdateConstraints()
            }
        }
    }

    private func isRegistered(_ variables: ItemVariables) -> Bool {
        if isListing { return variables.listedIn == ObjectIdentifier(self) }
        return registeredVariables(at: variables.minX.context) === variables
    }

    /// The registered item at `index` in `registeredItems`, if there is one. A variable's
    /// `context` may name an index of another engine (its item moved on) or one gone: the
    /// caller checks it is the item it wants.
    func registeredVariables(at index: Int) -> ItemVariables? {
        index >= 0 && index < registeredItems.count ? registeredItems[index] : nil
    }

    /// Registers the variables' owner (listed, while the engine is listing), and adds the size
    /// floors it wants (see `syncSizeFloors`).
    private func register(_ variables: ItemVariables) {
        if isListing {
            variables.listedIn = ObjectIdentifier(self)
            listedItems.append(variables)
        } else {
            addOwner(variables)
        }
        // Re-registering (the item moved in from another engine): its floors come first, before
        // its constraints are re-activated, as they were in the old engine.
        if variables.floorsWidth { addFloor(variables.widthFloor, resolvingConflicts: false) }
        if variables.floorsHeight { addFloor(variables.heightFloor, resolvingConflicts: false) }
    }

    /// Enters the variables in `registeredItems` (once), their index in their `context`.
    func addOwner(_ variables: ItemVariables) {
        guard registeredVariables(at: variables.minX.context) !== variables else { return }
        variables.setContext(registeredItems.count)
        registeredItems.append(variables)
    }

    func unregister(_ variables: ItemVariables) {
        if isListing {
            if variables.listedIn == ObjectIdentifier(self) { variables.listedIn = nil }
        } else {
            let index = variables.minX.context
            if registeredVariables(at: index) === variables {
                // The last item takes its place.
                let last = registeredItems.removeLast()
                if last !== variables {
                    last.setContext(index)
                    registeredItems[index] = last
                }
                variables.setContext(-1)
            }
        }
        if variables.floorsWidth { removeFloor(variables.widthFloor) }
        if variables.floorsHeight { removeFloor(variables.heightFloor) }
    }

    /// Replaces the constraints that pin a hand-placed view's variables to its frame (relative to
    /// its superview's variables, or absolute for a root), or removes them when the view is
    /// placed by constraints.
    ///
    /// A root outside any window keeps its frame too, as in UIKit (`View(frame:)`, constraints,
    /// `layoutIfNeeded()`: the subviews are laid out in that frame), but only from its first
    /// layout on (`holdingRootFrame`, from `View.layoutIfNeeded`): a tree built outside a window
    /// and then added to one (a new table cell) never needs it, and four constraints made and
    /// dropped per card were 4 % of building one. A fitting size sets the width and height
    /// aside and measures freely.
    ///
    /// `keptWidth`: the required width a measurement of the view left active
    /// (`View.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:keepingWidth:)`)
    /// becomes the encapsulated width, in place of a new one: as if it had been deactivated
    /// and the new one activated now (its name, a new activation order, last in its item's
    /// list, the frame's width), without leaving and entering the solver.
    func refreshAutoresizingConstraints(
        of view: View, holdingRootFrame: Bool = false, keptWidth: LayoutConstraint? = nil
    ) {
        LayoutConstraint.deactivate(view.autoresizingConstraints)
        view.autoresizingConstraints = []
        guard view.translatesAutoresizingMaskIntoConstraints, view.layoutVariables != nil,
            view.superview != nil || view.hostingWindow != nil || holdingRootFrame
        else { return }
        let frame = view.frame
        let parent = view.superview
        if let parent { ensureVariables(parent) }
        let widthName = "View-Encapsulated-Layout-Width"
        let kept = keptWidth.flatMap { $0.engine === self && $0.firstItem === view ? $0 : nil }
        view.autoresizingConstraints = [
            .system("View-Encapsulated-Layout-Left", view, .left, .equal, parent, .left, constant: frame.minX),
            .system("View-Encapsulated-Layout-Top", view, .top, .equal, parent, .top, constant: frame.minY),
            kept ?? .system(widthName, view, .width, .equal, nil, .notAnAttribute, constant: frame.width),
            .system(
                "View-Encapsulated-Layout-Height", view, .height, .equal, nil, .notAnAttribute, constant: frame.height),
        ]
        for constraint in view.autoresizingConstraints {
            guard constraint === kept else {
                install(constraint)
                continue
            }
            constraint.identifier = widthName
            nextActivation += 1
            constraint.activationOrder = nextActivation
            view.forgetReferencingConstraint(constraint)
            view.addReferencingConstraint(constraint)
            markLayout(around: constraint)
            constraint.constant = frame.width
        }
    }

    /// Keeps a hand-placed view's encapsulated constraints equal to its frame, in place.
    func frameDidChange(of view: View) {
        let constraints = view.autoresizingConstraints
        guard constraints.count == 4 else { return }
        let frame = view.frame
        constraints[0].constant = frame.minX
        constraints[1].constant = frame.minY
        constraints[2].constant = frame.width
        constraints[3].constant = frame.height
    }
}
